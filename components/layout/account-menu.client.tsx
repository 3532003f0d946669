'use client';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { linkProps, type AuthMenuLink } from './auth-links';

interface AccountMenuProps {
  id: string;
  /** The account button while the menu is open; null when closed. */
  anchor: HTMLElement | null;
  onClose: () => void;
  links: AuthMenuLink[];
  /** Where signing out lands: the locale's home. */
  homeHref: string;
  signOutLabel: string;
}

/** A signed-in user's menu: the post-login links and sign-out (a POST form, so no link or prefetch can sign anyone out). */
export function AccountMenu({ id, anchor, onClose, links, homeHref, signOutLabel }: AccountMenuProps) {
  return (
    <Menu id={id} anchorEl={anchor} open={anchor !== null} onClose={onClose}>
      {links.map((link) => (
        <MenuItem key={link.href} component="a" {...linkProps(link)}>
          {link.label}
        </MenuItem>
      ))}
      {links.length > 0 && <Divider />}
      <Box component="form" method="post" action="/api/auth/logout" sx={{ m: 0 }}>
        <input type="hidden" name="redirectUrl" value={homeHref} />
        <MenuItem component="button" type="submit" sx={{ width: '100%' }}>
          {signOutLabel}
        </MenuItem>
      </Box>
    </Menu>
  );
}
