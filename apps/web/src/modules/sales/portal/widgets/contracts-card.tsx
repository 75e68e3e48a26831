import { Link } from '@tanstack/react-router';
import { usePortalContracts } from '../api/list-contracts';
import { contractValue } from '../contract-words';
import { PORTAL_TEXT } from '../strings';
import { WidgetEmpty, WidgetMore } from './widget-parts';

const TEXT = PORTAL_TEXT.widgets;

/** Dashboard card "Contratti": the active contracts, with their value and how long they run. */
export function ContractsCard() {
  const { data } = usePortalContracts();
  const active = data.items.filter((contract) => contract.status === 'attivo');
  return (
    <div className="flex flex-col gap-3">
      {active.length === 0 ? (
        <WidgetEmpty>{TEXT.noContracts}</WidgetEmpty>
      ) : (
        <ul className="-my-2 divide-y divide-slate-200 dark:divide-slate-800">
          {active.slice(0, 3).map((contract) => {
            const value = contractValue(contract);
            return (
              <li key={contract.id} className="flex flex-col gap-0.5 py-2.5">
                <Link
                  to="/app/portal/contracts/$contractId"
                  params={{ contractId: contract.id }}
                  className="font-medium break-words text-slate-900 hover:underline dark:text-white"
                >
                  {contract.title}
                </Link>
                <p className="text-xs text-slate-600 dark:text-slate-400">
                  {[
                    contract.number,
                    value ? `${value.label}: ${value.amount}` : null,
                    contract.end_date ? TEXT.until(contract.end_date) : null,
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                </p>
              </li>
            );
          })}
        </ul>
      )}
      <WidgetMore to="/app/portal/contracts">{TEXT.allContracts}</WidgetMore>
    </div>
  );
}
