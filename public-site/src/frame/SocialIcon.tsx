/** Simple line icons for the four social links (drawn here: no icon font, no third party). */
export function SocialIcon({ kind }: { kind: 'video' | 'short' | 'photo' | 'network' }) {
  const common = {
    width: 22,
    height: 22,
    viewBox: '0 0 24 24',
    'aria-hidden': true,
    focusable: false,
  } as const;
  switch (kind) {
    case 'video':
      return (
        <svg {...common}>
          <rect x="2" y="5" width="20" height="14" rx="4" fill="currentColor" />
          <path d="m10 9 5 3-5 3z" fill="#0B1F33" />
        </svg>
      );
    case 'short':
      return (
        <svg {...common}>
          <rect x="7" y="2" width="10" height="20" rx="3" fill="none" stroke="currentColor" strokeWidth="2" />
          <path d="m11 9 4 3-4 3z" fill="currentColor" />
        </svg>
      );
    case 'photo':
      return (
        <svg {...common}>
          <rect x="3" y="3" width="18" height="18" rx="5" fill="none" stroke="currentColor" strokeWidth="2" />
          <circle cx="12" cy="12" r="4" fill="none" stroke="currentColor" strokeWidth="2" />
          <circle cx="17.5" cy="6.5" r="1.2" fill="currentColor" />
        </svg>
      );
    case 'network':
      return (
        <svg {...common}>
          <circle cx="6" cy="12" r="3" fill="currentColor" />
          <circle cx="18" cy="6" r="3" fill="currentColor" />
          <circle cx="18" cy="18" r="3" fill="currentColor" />
          <path d="m8.5 10.5 7-3M8.5 13.5l7 3" stroke="currentColor" strokeWidth="2" />
        </svg>
      );
  }
}
