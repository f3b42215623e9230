import type { ReactNode, SVGProps } from 'react';

/** The social networks a company profile can list: twitter, linkedin and facebook. */
export const socialNetworks = ['twitter', 'linkedin', 'facebook'] as const;
export type SocialNetwork = (typeof socialNetworks)[number];

/** Display names, used in each link's accessible name ("Rico on LinkedIn"). */
export const socialNetworkNames: Record<SocialNetwork, string> = {
  twitter: 'Twitter',
  linkedin: 'LinkedIn',
  facebook: 'Facebook',
};

/*
 * lucide-react 1.x dropped brand logos, so these three are drawn here in lucide's own style
 * (24 px grid, 2 px round strokes; the shapes of lucide's former brand icons, ISC licence), so they
 * sit naturally beside the other lucide icons.
 */
const shapes: Record<SocialNetwork, ReactNode> = {
  twitter: (
    <path d="M22 4s-.7 2.1-2 3.4c1.6 10-9.4 17.3-18 11.6 2.2.1 4.4-.6 6-2C3 15.5.5 9.6 3 5c2.2 2.6 5.6 4.1 9 4-.9-4.2 4-6.6 7-3.8 1.1 0 3-1.2 3-1.2z" />
  ),
  linkedin: (
    <>
      <path d="M16 8a6 6 0 0 1 6 6v7h-4v-7a2 2 0 0 0-2-2 2 2 0 0 0-2 2v7h-4v-7a6 6 0 0 1 6-6z" />
      <rect width="4" height="12" x="2" y="9" />
      <circle cx="4" cy="4" r="2" />
    </>
  ),
  facebook: <path d="M18 2h-3a5 5 0 0 0-5 5v3H7v4h3v8h4v-8h3l1-4h-4V7a1 1 0 0 1 1-1h3z" />,
};

/** A decorative social-network logo; the link around it carries the name. */
export function SocialIcon({ network, ...rest }: { network: SocialNetwork } & SVGProps<SVGSVGElement>) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      width={20}
      height={20}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...rest}
    >
      {shapes[network]}
    </svg>
  );
}
