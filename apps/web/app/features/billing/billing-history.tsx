import { type Billing, formatMoney } from "@listful/contracts";
import { api } from "../../lib/api.ts";
import { handleApiError } from "../../lib/api-errors.ts";
import { formatDate } from "./subscription-settings.tsx";

async function openInvoice(id: string) {
  // Paddle's invoice links expire: ask for a fresh one when the person clicks.
  const opened = window.open("", "_blank");
  try {
    const { url } = await api.request("GET /api/user/billings/:id/invoice", { params: { id } });
    if (opened) opened.location.href = url;
    else window.location.assign(url);
  } catch (error) {
    opened?.close();
    handleApiError(error, {
      onServerError: () => undefined,
      fallback: (reason) => reason ?? "Something went wrong. Try later.",
    });
  }
}

/** The settings page's billing history: each payment with its date, amount, status and invoice. */
export function BillingHistory({ billings }: { billings: readonly Billing[] }) {
  if (billings.length === 0) return <p className="text-ink-soft">No payments yet.</p>;
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-left">
        <thead className="text-sm text-ink-soft">
          <tr>
            <th className="py-0.3 pr-1 font-medium">Date</th>
            <th className="py-0.3 pr-1 font-medium">Amount</th>
            <th className="py-0.3 pr-1 font-medium">Status</th>
            <th className="py-0.3 font-medium">Invoice</th>
          </tr>
        </thead>
        <tbody>
          {billings.map((billing) => (
            <tr key={billing.id} className="border-t border-line">
              <td className="py-0.5 pr-1 text-ink">{formatDate(billing.date)}</td>
              <td className="py-0.5 pr-1 text-ink">{formatMoney(billing.amount, billing.currency)}</td>
              <td className="py-0.5 pr-1 capitalize text-ink">{billing.status}</td>
              <td className="py-0.5">
                <button
                  type="button"
                  className="font-medium text-primary-700 hover:underline"
                  onClick={() => void openInvoice(billing.id)}
                >
                  PDF
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
