/** The home page's middle: who we are, wellness, tools, the featured product and kitchen design. */
import { AboutSection } from "../about-section";
import { FeaturedBanner } from "../featured-banner";
import { KitchenPromo } from "../kitchen-promo";
import { ResourcesAndTools } from "../resources-tools";
import { WellnessSection } from "../wellness-section";

export default function Story({ featured }: { featured: { id: string; name: string; priceCents: number } | null }) {
  return (
    <>
      <AboutSection />
      <WellnessSection />
      <ResourcesAndTools />
      <FeaturedBanner featured={featured} />
      <KitchenPromo />
    </>
  );
}
