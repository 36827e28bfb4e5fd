/**
 * The admin's decisions on affiliate applications at /admin/affiliates, and the
 * approved applicant following the approval mail's link (docs/decisions/214, 216).
 * Approving writes the affiliate and its mail in one transaction.
 */
import {
  createAffiliateFromApplication,
  findAffiliateOfApplication,
  findAffiliateOfUser,
  getAffiliate,
  getApplication,
  linkAffiliateAccount,
  listApplicationsWithAffiliates,
  rejectApplicationRow,
  setAffiliateRate,
  setAffiliateStatus,
  type Affiliate,
} from "~/models/affiliates.server";
import { inTransaction } from "~/models/transaction.server";
import { getUserById, markEmailVerified } from "~/models/user.server";
import { enqueueMail } from "~/services/mail/mail.server";
import { affiliateApprovedMail } from "~/services/mail/mail-messages.server";
import { APPROVAL_LINK_DAYS, approvalPath, approvalToken, tokenAffiliateId, tokenIsValid } from "./approval-link.server";

export type Decision = { ok: true; message: string; description: string } | { ok: false; status: 404 | 409; error: string };

const noSuchApplication: Decision = { ok: false, status: 404, error: "No such application." };
const noSuchAffiliate: Decision = { ok: false, status: 404, error: "No such affiliate." };

/** The admin's list: each application with where it stands and, once approved, its affiliate. */
export function applicationsForAdmin() {
  return listApplicationsWithAffiliates().map(({ application, affiliate, status }) => ({
    applicationId: application.id,
    name: application.name,
    email: application.email,
    website: application.website,
    about: application.about,
    code: application.affiliateCode,
    submittedAt: application.submittedAt.toISOString(),
    status,
    decidedAt: (affiliate?.approvedAt ?? application.rejectedAt)?.toISOString() ?? null,
    affiliate: affiliate
      ? { id: affiliate.id, ratePercent: affiliate.ratePercent, linked: affiliate.userId !== null, suspendedAt: affiliate.suspendedAt?.toISOString() ?? null }
      : null,
  }));
}

/** Mails the approved affiliate their link; the event key makes it once per affiliate. */
function queueApprovalMail(affiliate: Affiliate, now: Date) {
  const path = approvalPath(approvalToken(affiliate, now));
  enqueueMail({
    event: `affiliate-approved:${affiliate.id}`,
    to: affiliate.email,
    content: affiliateApprovedMail(affiliate, path, APPROVAL_LINK_DAYS),
    sensitive: true,
  });
}

export function approveApplication(applicationId: number, ratePercent: number, now = new Date()): Decision {
  return inTransaction(() => {
    const application = getApplication(applicationId);
    if (!application) return noSuchApplication;
    if (findAffiliateOfApplication(applicationId)) return { ok: false, status: 409, error: `${application.name}'s application is approved already.` };
    const affiliate = createAffiliateFromApplication(applicationId, ratePercent, now);
    if (!affiliate) return { ok: false, status: 409, error: `The code ${application.affiliateCode} belongs to another affiliate already.` };
    queueApprovalMail(affiliate, now);
    return {
      ok: true,
      message: "Affiliate approved",
      description: `${affiliate.name} earns ${ratePercent}% with the code ${affiliate.code}. We e-mailed them a link to their dashboard.`,
    };
  });
}

export function rejectApplication(applicationId: number, now = new Date()): Decision {
  const application = getApplication(applicationId);
  if (!application) return noSuchApplication;
  if (!rejectApplicationRow(applicationId, now)) return { ok: false, status: 409, error: `${application.name}'s application was decided already.` };
  return { ok: true, message: "Application rejected", description: `${application.name}'s code ${application.affiliateCode} earns nothing.` };
}

export function changeAffiliateStatus(affiliateId: string, status: Affiliate["status"], now = new Date()): Decision {
  const affiliate = getAffiliate(affiliateId);
  if (!affiliate) return noSuchAffiliate;
  if (!setAffiliateStatus(affiliateId, status, now)) {
    return { ok: false, status: 409, error: `${affiliate.name} is ${status === "active" ? "active" : "suspended"} already.` };
  }
  return status === "suspended"
    ? { ok: true, message: "Affiliate suspended", description: `${affiliate.name}'s link and code earn nothing until you reactivate them.` }
    : { ok: true, message: "Affiliate reactivated", description: `${affiliate.name}'s link and code earn again.` };
}

export function changeAffiliateRate(affiliateId: string, ratePercent: number): Decision {
  const affiliate = getAffiliate(affiliateId);
  if (!affiliate || !setAffiliateRate(affiliateId, ratePercent)) return noSuchAffiliate;
  return { ok: true, message: "Rate changed", description: `${affiliate.name} earns ${ratePercent}% on sales from now on; earlier sales keep their rate.` };
}

/**
 * What the approval link means for who follows it: no link, the applicant to
 * sign in or sign up with the address, someone signed in with another address,
 * an account linked already, or the applicant ready to link their account.
 */
export type LinkView =
  | { kind: "invalid" }
  | { kind: "signed-out"; email: string; name: string }
  | { kind: "other-address"; email: string; signedInAs: string }
  | { kind: "taken"; email: string }
  | { kind: "account-has-other"; code: string }
  | { kind: "linked" }
  | { kind: "ready"; email: string; name: string; code: string };

export function approvalLinkView(token: string, user: { id: string; email: string } | null, now = new Date()): LinkView {
  const affiliateId = tokenAffiliateId(token);
  const affiliate = affiliateId ? getAffiliate(affiliateId) : undefined;
  if (!affiliate || !tokenIsValid(token, affiliate, now)) return { kind: "invalid" };
  if (!user) return { kind: "signed-out", email: affiliate.email, name: affiliate.name };
  if (affiliate.userId === user.id) return { kind: "linked" };
  if (user.email.toLowerCase() !== affiliate.email.toLowerCase()) return { kind: "other-address", email: affiliate.email, signedInAs: user.email };
  if (affiliate.userId) return { kind: "taken", email: affiliate.email };
  const other = findAffiliateOfUser(user.id);
  if (other) return { kind: "account-has-other", code: other.code };
  return { kind: "ready", email: affiliate.email, name: affiliate.name, code: affiliate.code };
}

/**
 * Links the signed-in account to the affiliate the token names and marks its
 * address verified (the link was mailed there), in one transaction. Anything
 * but "ready" changes nothing and says why.
 */
export function acceptApprovalLink(token: string, userId: string, now = new Date()): LinkView {
  return inTransaction(() => {
    const user = getUserById(userId);
    const view = approvalLinkView(token, user ? { id: user.id, email: user.email } : null, now);
    if (view.kind !== "ready" || !user) return view;
    const affiliate = getAffiliate(tokenAffiliateId(token)!)!;
    if (!linkAffiliateAccount(affiliate.id, user.id)) return { kind: "taken", email: affiliate.email };
    markEmailVerified(user.id, user.email, now);
    return { kind: "linked" };
  });
}
