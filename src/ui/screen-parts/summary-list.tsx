import './outcome.css';

/** Terms and their values as the outcome and offer screens show them (a description list, one row each). */
export function SummaryList({ rows, label }: { rows: readonly (readonly [term: string, value: string])[]; label?: string }) {
  return (
    <dl className="summary-list" aria-label={label}>
      {rows.map(([term, value]) => (
        <div className="summary-list__row" key={term}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
