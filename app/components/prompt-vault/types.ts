/** The shapes the Prompt Vault components show (what the route's loader sends). */
export type { FilterGroupState as FilterGroupView } from "~/utils/filter-prompts";

export type VaultPrompt = {
  id: string;
  title: string;
  context: string;
  promptText: string;
  department: string;
  difficulty: string;
  language: string;
  useCase: string;
};

export type BundleSummaryView = {
  id: string;
  title: string;
  description: string;
  promptCount: number;
  tipCount: number;
};

export type BundleView = {
  id: string;
  role: string;
  title: string;
  description: string;
  prompts: Array<{ title: string; text: string; sampleOutput: string }>;
  tips: string[];
};

/** Display names of SPEC's role keys (the keys stay in the URL: ?role=BarManager). */
export const ROLE_LABELS: Record<string, string> = {
  Chef: "Chef",
  GM: "GM",
  BarManager: "Bar Manager",
  Receptionist: "Receptionist",
  CostController: "Cost Controller",
};
