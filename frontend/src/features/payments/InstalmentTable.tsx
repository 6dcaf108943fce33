import type { Instalment } from '../../api/payments';
import { formatMoney } from '../../language/money';
import { formatDate } from '../../language/dates';

/** The Direct Debits of a monthly plan, by date. */
export function InstalmentTable({ instalments, caption }: { instalments: Instalment[]; caption: string }) {
  return (
    <table className="payment-table">
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">Date</th>
          <th scope="col">Amount</th>
        </tr>
      </thead>
      <tbody>
        {instalments.map((instalment) => (
          <tr key={instalment.dueDate}>
            <td>{formatDate(instalment.dueDate)}</td>
            <td>{formatMoney(instalment.amountCents)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
