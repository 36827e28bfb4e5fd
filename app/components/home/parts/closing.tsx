/** The home page's end: free resources, the Prompt Vault, the daily course, testimonials and contact. */
import { ContactSection } from "../contact-section";
import { DailyCourse } from "../daily-course";
import { FreeResources } from "../free-resources";
import { PromptVaultPromo } from "../prompt-vault-promo";
import { Testimonials } from "../testimonials";

export default function Closing({ accessPriceCents }: { accessPriceCents: number | null }) {
  return (
    <>
      <FreeResources />
      <PromptVaultPromo />
      <DailyCourse accessPriceCents={accessPriceCents} />
      <Testimonials />
      <ContactSection />
    </>
  );
}
