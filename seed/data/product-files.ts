/**
 * The file each digital product's buyer downloads: one JSON data file per
 * product in ./product-files (text kept out of code), made into a PDF by seed/pdf/.
 * Imported, not read from disk, so the compiled seed (build/tools/) carries them.
 */
import type { PdfDocumentSpec } from "../pdf";
import digitalFoodCostCalculator from "./product-files/digital-food-cost-calculator.json";
import digitalKitchenPlaybook from "./product-files/digital-kitchen-playbook.json";
import fermentationGuidebook from "./product-files/fermentation-guidebook.json";
import restaurantProfitFormula from "./product-files/restaurant-profit-formula.json";
import sopTemplateCollection from "./product-files/sop-template-collection.json";

export type ProductFileSeed = { productId: string; fileName: string; spec: PdfDocumentSpec };

export const productFileSeeds = [
  digitalFoodCostCalculator,
  digitalKitchenPlaybook,
  fermentationGuidebook,
  restaurantProfitFormula,
  sopTemplateCollection,
] as ProductFileSeed[];
