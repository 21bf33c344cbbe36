/**
 * 'Visa fler' under a list the server pages (issue 22): asks `step` more rows until `most`, then
 * says how to narrow the list instead. Texts come from the caller's catalogue; `className` names
 * the caller's button (`<className>-more`) and hint (`<className>-refine`).
 */
export function ShowMore({
  hasMore,
  limit,
  step,
  most,
  loading,
  onLimit,
  more,
  refine,
  className,
}: {
  hasMore: boolean;
  limit: number;
  step: number;
  most: number;
  loading: boolean;
  onLimit: (limit: number) => void;
  more: string;
  refine: string;
  className: string;
}) {
  if (!hasMore) return null;
  if (limit >= most) return <p className={`${className}-refine`}>{refine}</p>;
  return (
    <button
      type="button"
      className={`secondary ${className}-more`}
      disabled={loading}
      onClick={() => onLimit(Math.min(limit + step, most))}
    >
      {more}
    </button>
  );
}
