// Icons of the guest screens, inline: the products (SPEC §2 'each product with an icon and name'),
// beds on room cards, and a neutral picture for a shelter without an image. All decorative.
import type { ReactNode } from 'react';
import type { ProductType } from '../../gql/graphql';

function Icon({ children, size = '1.5em' }: { children: ReactNode; size?: string }) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      {children}
    </svg>
  );
}

const BED = 'M3 6h2v6h6V8h7a3 3 0 0 1 3 3v7h-2v-2H5v2H3V6Zm4 2a2 2 0 1 1 0 4 2 2 0 0 1 0-4Z';

export const BedIcon = () => (
  <Icon>
    <path fill="currentColor" d={BED} />
  </Icon>
);

const PATHS: Record<ProductType, string> = {
  room: BED,
  woman_only: 'M12 2a5 5 0 0 1 1 9.9V14h3v2h-3v4h-2v-4H8v-2h3v-2.1A5 5 0 0 1 12 2Zm0 2a3 3 0 1 0 0 6 3 3 0 0 0 0-6Z',
  hygieneproducts: 'M9 2h6v3h-2v2h3a2 2 0 0 1 2 2v11a2 2 0 0 1-2 2H8a2 2 0 0 1-2-2V9a2 2 0 0 1 2-2h3V5H9V2Zm-1 9v9h8v-9H8Z',
  breakfast:
    'M4 8h13v3h1a3 3 0 0 1 0 6h-1.3A6 6 0 0 1 4 14V8Zm13 5v2h1a1 1 0 0 0 0-2h-1ZM6 10v4a4 4 0 0 0 8 0v-4H6Zm1-8h2v4H7V2Zm4 0h2v4h-2V2Z',
  dinner: 'M7 2h2v7a2 2 0 0 1-1 1.7V22H6V10.7A2 2 0 0 1 5 9V2h2v5h0V2Zm9 0c2 0 3 2.5 3 6s-1 4-2 4.5V22h-2V2h1Z',
  storage: 'M4 3h16v18H4V3Zm2 2v6h12V5H6Zm0 8v6h12v-6H6Zm4-6h4v2h-4V7Zm0 8h4v2h-4v-2Z',
  washingmachine:
    'M5 2h14a1 1 0 0 1 1 1v18a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V3a1 1 0 0 1 1-1Zm1 2v3h12V4H6Zm6 5a5 5 0 1 0 0 10 5 5 0 0 0 0-10Zm0 2a3 3 0 1 1 0 6 3 3 0 0 1 0-6ZM7 5h2v1H7V5Z',
  shower:
    'M12 3a7 7 0 0 1 7 7H5a7 7 0 0 1 7-7Zm-1-2h2v2h-2V1ZM7 12h2v2H7v-2Zm4 0h2v2h-2v-2Zm4 0h2v2h-2v-2Zm-6 4h2v2H9v-2Zm4 0h2v2h-2v-2Zm-2 4h2v2h-2v-2Z',
};

export const ProductIcon = ({ type }: { type: ProductType }) => (
  <Icon>
    <path fill="currentColor" d={PATHS[type]} />
  </Icon>
);

/** A shelter without an image: a plain house. */
export const ShelterPlaceholder = () => (
  <svg className="shelter-card__placeholder" viewBox="0 0 120 80" aria-hidden="true" focusable="false">
    <rect width="120" height="80" fill="#e9edf1" />
    <path d="M60 18 32 40h7v24h16V50h10v14h16V40h7L60 18Z" fill="#aab4be" />
  </svg>
);
