/** The wishlist's heart, drawn by the header link and the wishlist button (each with its own class). */
export function HeartIcon({ className }: { className: string }) {
  return (
    <svg className={className} viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
      <path d="M12 21s-7.5-4.6-9.6-9.2C.9 8.3 3.1 4.5 6.8 4.5c2.2 0 3.7 1.3 5.2 3.1 1.5-1.8 3-3.1 5.2-3.1 3.7 0 5.9 3.8 4.4 7.3C19.5 16.4 12 21 12 21z" />
    </svg>
  );
}
