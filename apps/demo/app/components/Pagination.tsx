import { Link } from "react-router";

/** Page links (`?p=`); keeps the other query parameters. */
export function Pagination({
  page,
  pages,
  search,
}: {
  page: number;
  pages: number;
  search: URLSearchParams;
}) {
  if (pages <= 1) return null;
  const href = (target: number) => {
    const next = new URLSearchParams(search);
    if (target === 1) next.delete("p");
    else next.set("p", String(target));
    const query = next.toString();
    return query ? `?${query}` : "?";
  };
  const numbers = Array.from({ length: pages }, (_, index) => index + 1).filter(
    (number) => number === 1 || number === pages || Math.abs(number - page) <= 1,
  );
  return (
    <nav aria-label="Pagination" className="pagination">
      <ul>
        <li>
          {page > 1 ? (
            <Link to={href(page - 1)} rel="prev">
              <span aria-hidden="true">‹</span> Previous
            </Link>
          ) : null}
        </li>
        {numbers.map((number, index) => (
          <li key={number}>
            {index > 0 && number - (numbers[index - 1] ?? number) > 1 ? (
              <span className="pagination-gap">…</span>
            ) : null}
            <Link
              to={href(number)}
              aria-current={number === page ? "page" : undefined}
              aria-label={`Page ${number}`}
            >
              {number}
            </Link>
          </li>
        ))}
        <li>
          {page < pages ? (
            <Link to={href(page + 1)} rel="next">
              Next <span aria-hidden="true">›</span>
            </Link>
          ) : null}
        </li>
      </ul>
    </nav>
  );
}
