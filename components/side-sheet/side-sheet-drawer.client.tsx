'use client';

import CloseIcon from '@mui/icons-material/Close';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import { useId } from 'react';
import type { SideSheetProps } from './side-sheet.client';
import styles from './side-sheet.module.css';

/**
 * The side sheet's drawer: MUI's Drawer (a modal) keeps focus inside while open, closes on Escape
 * and on the backdrop, and returns focus to the control that opened it.
 */
export function SideSheetDrawer({ open, title, closeLabel, onClose, children, footer }: SideSheetProps) {
  const titleId = useId();
  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={onClose}
      slotProps={{ paper: { role: 'dialog', 'aria-modal': true, 'aria-labelledby': titleId, sx: { width: { xs: '100%', sm: 480 }, display: 'flex', flexDirection: 'column' } } }}
    >
      <header className={styles.header}>
        <h2 id={titleId} className={styles.title}>
          {title}
        </h2>
        <IconButton aria-label={closeLabel} onClick={onClose}>
          <CloseIcon />
        </IconButton>
      </header>
      {/* Focusable, so a keyboard can scroll content that has nothing focusable of its own (a transaction's detail). */}
      <div className={styles.body} tabIndex={0}>
        {children}
      </div>
      {footer && <footer className={styles.footer}>{footer}</footer>}
    </Drawer>
  );
}
