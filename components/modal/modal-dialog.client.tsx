'use client';

import CloseIcon from '@mui/icons-material/Close';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import { useId, type ReactNode } from 'react';

interface ModalDialogProps {
  open: boolean;
  title: string;
  preventClose: boolean;
  closeLabel: string;
  onClose: () => void;
  children: ReactNode;
}

/**
 * The modal's dialog: MUI's Dialog keeps focus inside while open and returns it to the opener when
 * it closes. Escape and the backdrop close it unless `preventClose`, which also leaves out the
 * close button (the content then offers its own way out).
 */
export function ModalDialog({ open, title, preventClose, closeLabel, onClose, children }: ModalDialogProps) {
  const titleId = useId();
  return (
    <Dialog open={open} onClose={preventClose ? undefined : onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId} sx={{ pr: preventClose ? 3 : 7 }}>
        {title}
      </DialogTitle>
      {!preventClose && (
        <IconButton aria-label={closeLabel} onClick={onClose} sx={{ position: 'absolute', top: 8, right: 8 }}>
          <CloseIcon />
        </IconButton>
      )}
      <DialogContent>{children}</DialogContent>
    </Dialog>
  );
}
