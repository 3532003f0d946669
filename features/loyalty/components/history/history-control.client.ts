'use client';

import { createContext } from 'react';

/**
 * What the complete history's controller (./complete-history-controller.client.tsx) tells the
 * client pieces inside the server's markup: a new render is on its way (the count line), the range
 * was refused (the date fields). A module of its own: each piece is a chunk of its own, and would
 * otherwise carry the controller's code too.
 */
export const HistoryControl = createContext({ updating: false, rangeRefused: false });
