import { SERVICE_IDS, type ServiceId } from "./home-services";

/** Readable labels for the enquiry form's 21 services (SPEC §3), in SPEC's order. */
export const SERVICE_LABELS: Record<ServiceId, string> = {
  operationalExcellence: "Operational Excellence",
  guestExperience: "Guest Experience",
  revenueOptimization: "Revenue Optimization",
  techIntegration: "Technology Integration",
  strategicPlanning: "Strategic Planning",
  staffTraining: "Staff Training",
  productDevelopment: "Product Development",
  kitchenDesign: "Kitchen Design",
  conceptDevelopment: "Concept Development",
  marketResearch: "Market Research",
  menuDesign: "Menu Design",
  smartScheduling: "Smart Scheduling",
  guestExperiencePersonalization: "Guest Experience Personalization",
  consistencyStrategies: "Consistency Strategies",
  technologySolutions: "Technology Solutions",
  digitalMarketing: "Digital Marketing",
  manpowerResources: "Manpower Resources",
  eventCatering: "Event Catering",
  brandLaunch: "Brand Launch",
  whiteLabelBeverage: "White Label Beverage",
  other: "Other",
};

export const ENQUIRY_SERVICES = SERVICE_IDS.map((id) => ({ id, label: SERVICE_LABELS[id] }));

export function isServiceId(value: string): value is ServiceId {
  return (SERVICE_IDS as readonly string[]).includes(value);
}

/** A stored service id as the form showed it; an id from an older form stays as it was. */
export function serviceLabel(id: string): string {
  return isServiceId(id) ? SERVICE_LABELS[id] : id;
}
