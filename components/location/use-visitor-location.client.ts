'use client';
import { useSyncExternalStore } from 'react';
import { serverVisitorLocation, subscribeToVisitorLocation, visitorLocation, type VisitorLocation } from './visitor-location';

/** The visitor's location in a component: re-renders when any widget of the tab changes it. */
export function useVisitorLocation(): VisitorLocation {
  return useSyncExternalStore(subscribeToVisitorLocation, visitorLocation, serverVisitorLocation);
}
