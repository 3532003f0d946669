'use client';
import AccountCircle from '@mui/icons-material/AccountCircle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Skeleton from '@mui/material/Skeleton';
import { useId, useState } from 'react';
import { useUserContext } from '@/components/account/user-context.client';

export interface AuthMenuLink {
  label: string;
  href: string;
  /** Opens in a new tab (a partner site). */
  external: boolean;
}

interface AuthMenuProps {
  /** The login page for this page: `/{locale}/login?redirectUrl={path}`. */
  loginHref: string;
  /** Where signing out lands: the locale's home. */
  homeHref: string;
  preLogin: AuthMenuLink[];
  postLogin: AuthMenuLink[];
  labels: { signIn: string; accountMenu: string; signOut: string };
}

const linkProps = (link: AuthMenuLink) => (link.external ? { href: link.href, target: '_blank', rel: 'noopener noreferrer' } : { href: link.href });

/**
 * The header's account menu: while the session is asked for, a placeholder of the same size; for
 * visitors, sign-in and the pre-login links; for a signed-in user, a menu of the post-login links
 * and sign-out (a POST form, so no link or prefetch can sign anyone out).
 */
export function AuthMenu({ loginHref, homeHref, preLogin, postLogin, labels }: AuthMenuProps) {
  const { isLoading, isLoggedIn, user } = useUserContext();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  if (isLoading) return <Skeleton variant="rounded" width={96} height={36} aria-hidden data-testid="auth-menu-loading" />;
  if (!isLoggedIn) {
    return (
      <Box sx={{ display: 'flex', gap: 1 }}>
        {preLogin.map((link) => (
          <Button key={link.href} color="inherit" {...linkProps(link)} sx={{ display: { xs: 'none', md: 'inline-flex' }, fontWeight: 600 }}>
            {link.label}
          </Button>
        ))}
        <Button variant="contained" href={loginHref}>
          {labels.signIn}
        </Button>
      </Box>
    );
  }
  const firstName = user?.name?.split(' ')[0];
  return (
    <>
      <Button
        color="inherit"
        startIcon={<AccountCircle />}
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        aria-controls={anchor ? menuId : undefined}
        // The visible first name must be part of the accessible name (WCAG 2.5.3).
        aria-label={firstName ? `${labels.accountMenu}: ${firstName}` : labels.accountMenu}
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={{ fontWeight: 600 }}
      >
        {firstName ?? labels.accountMenu}
      </Button>
      <Menu id={menuId} anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {postLogin.map((link) => (
          <MenuItem key={link.href} component="a" {...linkProps(link)}>
            {link.label}
          </MenuItem>
        ))}
        {postLogin.length > 0 && <Divider />}
        <Box component="form" method="post" action="/api/auth/logout" sx={{ m: 0 }}>
          <input type="hidden" name="redirectUrl" value={homeHref} />
          <MenuItem component="button" type="submit" sx={{ width: '100%' }}>
            {labels.signOut}
          </MenuItem>
        </Box>
      </Menu>
    </>
  );
}
