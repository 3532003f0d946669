'use client';
import AccountCircle from '@mui/icons-material/AccountCircle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useId, useState } from 'react';
import { useUserContext } from '@/components/account/user-context.client';
import { AccountMenu } from './account-menu-island.client';
import { linkProps, type AuthMenuLink } from './auth-links';
import styles from './auth-menu.module.css';

interface AuthMenuProps {
  /** The login page for this page: `/{locale}/login?redirectUrl={path}`. */
  loginHref: string;
  /** Where signing out lands: the locale's home. */
  homeHref: string;
  preLogin: AuthMenuLink[];
  postLogin: AuthMenuLink[];
  labels: { signIn: string; accountMenu: string; signOut: string };
}

/**
 * The header's account menu: while the session is asked for, a placeholder of the same size; for
 * visitors, sign-in and the pre-login links; for a signed-in user, a menu of the post-login links
 * and sign-out (a POST form, so no link or prefetch can sign anyone out). The menu's code (MUI's
 * popover and menu list) is a chunk loaded when the user reaches for the button.
 */
export function AuthMenu({ loginHref, homeHref, preLogin, postLogin, labels }: AuthMenuProps) {
  const { isLoading, isLoggedIn, user } = useUserContext();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [wanted, setWanted] = useState(false);
  const want = () => setWanted(true);
  const menuId = useId();
  if (isLoading) return <span className={styles.pending} aria-hidden data-testid="auth-menu-loading" />;
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
        onPointerEnter={want}
        onFocus={want}
        onClick={(event) => {
          want();
          setAnchor(event.currentTarget);
        }}
        sx={{ fontWeight: 600 }}
      >
        {firstName ?? labels.accountMenu}
      </Button>
      {wanted && (
        <AccountMenu id={menuId} anchor={anchor} onClose={() => setAnchor(null)} links={postLogin} homeHref={homeHref} signOutLabel={labels.signOut} />
      )}
    </>
  );
}
