/** The academy's mark: a ball on a pitch-green shield under the sun. Decorative (the link names it). */
export function Logo() {
  return (
    <svg className="logo" viewBox="0 0 48 48" width="44" height="44" aria-hidden="true" focusable="false">
      <path
        d="M24 2 44 9v14c0 12-8.5 20-20 23C12.5 43 4 35 4 23V9z"
        fill="#0E5A3A"
        stroke="#fff"
        strokeWidth="2"
      />
      <circle cx="34" cy="13" r="5" fill="#F5B82E" />
      <circle cx="22" cy="27" r="10" fill="#fff" />
      <path d="m22 21 5.5 4-2 6.5h-7l-2-6.5z" fill="#0B1F33" />
      <path d="M12 27h4M28 27h4M22 17v4M17 35l2.5-3.5M27 35l-2.5-3.5" stroke="#0B1F33" strokeWidth="1.4" />
    </svg>
  );
}
