/**
 * A paid order's receipt as the page draws it, for its buyer and for an admin
 * alike: the price as charged, and the seller as they were when it was paid
 * (a later change of address or phone does not rewrite it).
 */
import type { ReceiptView } from "~/components/account/receipt";
import type { ReceiptRow } from "~/models/order.server";
import { siteSettingValuesAt } from "~/models/site-settings.server";
import { formatExactPrice } from "~/utils/money";
import { paymentReference } from "~/utils/payment-reference";

export function receiptView(order: ReceiptRow): ReceiptView {
  const monthly = order.billingInterval === "month";
  const paidAt = order.paidAt!;
  const seller = siteSettingValuesAt(["postalAddress", "contactEmail", "contactPhone"], paidAt);
  return {
    orderId: order.id,
    productName: order.productName,
    // With a promotion code: the list price, the code's discount, and the total actually paid.
    price: `${formatExactPrice(order.amountCents, order.currency)}${monthly && !order.discountCents ? " / month" : ""}`,
    listPrice: order.discountCents ? `${formatExactPrice(order.amountCents + order.discountCents, order.currency)}${monthly ? " / month" : ""}` : null,
    discount: order.discountCents ? { code: order.promotionCode ?? "", amount: formatExactPrice(order.discountCents, order.currency) } : null,
    monthly,
    paidAt: paidAt.toISOString(),
    refundedAt: order.status === "refunded" && order.endedAt ? order.endedAt.toISOString() : null,
    testMode: order.mode === "test",
    reference: paymentReference(order),
    buyer: { name: order.buyerName, email: order.buyerEmail, company: order.billingCompany, taxId: order.billingTaxId },
    seller: { postalAddress: seller.postalAddress, email: seller.contactEmail, phone: seller.contactPhone },
  };
}
