import './FeatureList.css';

/** Headed bullets (the three "about" points, the camp's features), each with a check mark. */
export function FeatureList({ items }: { items: readonly { header: string; text: string }[] }) {
  const shown = items.filter((item) => item.header || item.text);
  if (shown.length === 0) return null;
  return (
    <ul className="feature-list">
      {shown.map((item, index) => (
        <li key={index} className="feature-list__item">
          <span className="feature-list__mark" aria-hidden="true">
            <svg viewBox="0 0 24 24" width="22" height="22">
              <circle cx="12" cy="12" r="11" fill="#F5B82E" />
              <path
                d="m7 12.5 3.2 3.2L17 9"
                fill="none"
                stroke="#0B1F33"
                strokeWidth="2.4"
                strokeLinecap="round"
              />
            </svg>
          </span>
          <div>
            {item.header && <h3 className="feature-list__title">{item.header}</h3>}
            {item.text && <p>{item.text}</p>}
          </div>
        </li>
      ))}
    </ul>
  );
}
