// Small inline icons (no icon font, nothing from a CDN). They are decorative: the control or the
// text beside them carries the accessible name.
const common = {
  width: '1.25em',
  height: '1.25em',
  viewBox: '0 0 24 24',
  'aria-hidden': true,
  focusable: false,
} as const;

export function FlagIcon({ className }: { className?: string }) {
  return (
    <svg {...common} className={className}>
      <path fill="currentColor" d="M5 2h2v1h11l-2.5 5L18 13H7v9H5V2Z" />
    </svg>
  );
}

export function PencilIcon() {
  return (
    <svg {...common}>
      <path
        fill="currentColor"
        d="M3 17.25V21h3.75L17.8 9.95l-3.75-3.75L3 17.25Zm17.7-10.2a1 1 0 0 0 0-1.4l-2.35-2.35a1 1 0 0 0-1.4 0l-1.85 1.85 3.75 3.75 1.85-1.85Z"
      />
    </svg>
  );
}

export function TrashIcon() {
  return (
    <svg {...common}>
      <path fill="currentColor" d="M9 3h6l1 1h4v2H4V4h4l1-1Zm-3 5h12l-1 13H7L6 8Zm4 2v9h1.5v-9H10Zm3.5 0v9H15v-9h-1.5Z" />
    </svg>
  );
}
