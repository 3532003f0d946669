'use client';
import { lazy, useEffect, useLayoutEffect, useRef, useState, type ComponentType } from 'react';
import { flushSync } from 'react-dom';

/** How far below (and above) the screen an island starts loading: half a screen before it scrolls in. */
export const WANTED_AHEAD = '50% 0px';

/** A visitor reaching for an island before it came near: a tap, a click, a key or Tab into it. */
const REACHING_FOR = ['pointerdown', 'touchstart', 'focusin', 'keydown'] as const;

/** Server markup that React must leave as it is: an element whose content React does not own. */
const serverMarkup = { __html: '' };

/**
 * A client island whose code is not part of the page's first load (DESIGN section 9): the server
 * renders it as usual, so its markup is on screen at once and works as far as plain HTML does
 * (inputs take text, boxes tick), and the browser loads its code once it comes within
 * `WANTED_AHEAD` of the screen or a visitor touches, focuses or types into it. Then the live
 * component replaces the server's markup in one step, before the next paint, with what the visitor
 * entered and where the focus was carried over (the component adopts the values as it mounts).
 *
 * Why not hydrate later through `<Suspense>` and `lazy`: React streams a large Suspense boundary
 * separately (after the footer) and moves it into place by script, which shifts the layout.
 * Rendered on the client without server markup (a client-side navigation), it loads at once.
 *
 * `nearScreen` says, from the island's props, whether coming near the screen is reason enough
 * (the default). Where the server's markup is already complete, and only a visitor's action needs
 * the code (a per-user widget rendered with its data, whose links work as they are), it can wait
 * for that action: the page then never pays for code nobody used. A button pressed before the code
 * was live (a letter, a tab) is pressed again, the same button of the live markup, once it is.
 *
 * `atOnce` is asked in the browser as the island mounts: true loads the code at once (a widget
 * whose filters are in the address, opened from a link with them, shows them without waiting).
 *
 * `dueAt` says, from the props, when the server's markup goes out of date (a time in ms, or null
 * for never): the code loads then if nothing loaded it before, at once when that time has passed
 * (a cached page kept longer than its data), so the live component can read its data again.
 */
export function loadWhenWanted<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
  {
    nearScreen = () => true,
    atOnce = () => false,
    dueAt = () => null,
  }: { nearScreen?: (props: Props) => boolean; atOnce?: () => boolean; dueAt?: (props: Props) => number | null } = {},
): ComponentType<Props> {
  let loaded: ComponentType<Props> | undefined;
  let loading: Promise<ComponentType<Props>> | undefined;
  const loadOnce = () => (loading ??= load().then((component) => (loaded = component)));
  // Only the server renders through this: its suspense is part of the page's render, like next/dynamic's.
  const OnServer = lazy(() => loadOnce().then((component) => ({ default: component })));

  function LoadedWhenWanted(props: Props) {
    const frame = useRef<HTMLDivElement>(null);
    // Once live: how to put back what the visitor had entered into the server's markup, and press again what they pressed.
    const [live, setLive] = useState<{ carryOver: (into: HTMLElement) => void } | null>(null);
    // Decided once, from the props the server rendered with.
    const watchesScreen = useRef(nearScreen(props));
    const due = useRef(dueAt(props));

    useEffect(() => {
      const element = frame.current;
      if (!element) return;
      let cancelled = false;
      // The place, among the server markup's buttons, of the last one pressed before the code was live.
      let pressed: number | null = null;
      const rememberPress = (event: Event) => {
        const button = event.target instanceof Element ? event.target.closest('button') : null;
        if (button && element.contains(button)) pressed = [...element.querySelectorAll('button')].indexOf(button);
      };
      element.addEventListener('click', rememberPress, { capture: true });
      // A press that began on the server's markup ends there: its click must land on what was
      // pressed (a link then navigates, a button is remembered), not on markup swapped out between
      // the pointer going down, which started the load, and coming up.
      let released: Promise<void> = Promise.resolve();
      const pointerDown = () => {
        released = new Promise((resolve) => {
          const done = () => {
            for (const type of ['click', 'pointerup', 'pointercancel'] as const) window.removeEventListener(type, end, { capture: true });
            resolve();
          };
          // After the click, or after the task of a pointerup that brings none (a drag, a long press).
          const end = (event: Event) => (event.type === 'pointerup' ? setTimeout(done, 0) : done());
          for (const type of ['click', 'pointerup', 'pointercancel'] as const) window.addEventListener(type, end, { capture: true });
        });
      };
      element.addEventListener('pointerdown', pointerDown, { capture: true });
      const goLive = () => {
        stopWatching();
        const hasServerMarkup = element.firstElementChild !== null;
        // Carrying input over is only needed, and its code only loaded, where there is server markup.
        void Promise.all([loadOnce(), hasServerMarkup ? import('./controls-snapshot') : null]).then(async ([, controls]) => {
          await released;
          if (cancelled) return;
          element.removeEventListener('pointerdown', pointerDown, { capture: true });
          element.removeEventListener('click', rememberPress, { capture: true });
          const snapshot = controls?.captureControls(element);
          const press = pressed;
          // Out with the server's markup and in with the live component, in one task: no paint between.
          element.replaceChildren();
          flushSync(() =>
            setLive({
              carryOver: (into) => {
                if (controls && snapshot) controls.restoreControls(into, snapshot);
                if (press !== null) into.querySelectorAll('button')[press]?.click();
              },
            }),
          );
        });
      };
      const observer =
        !watchesScreen.current || typeof IntersectionObserver === 'undefined'
          ? undefined
          : new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && goLive(), { rootMargin: WANTED_AHEAD });
      let dueTimer: ReturnType<typeof setTimeout> | undefined;
      function stopWatching() {
        clearTimeout(dueTimer);
        observer?.disconnect();
        for (const type of REACHING_FOR) element?.removeEventListener(type, goLive, { capture: true });
      }
      // Without IntersectionObserver an island that would watch the screen loads at once; so does one
      // a visitor already reached for before this ran (focused and typing while the page hydrated).
      const outOfDate = due.current !== null && due.current <= Date.now();
      if (!element.firstElementChild || (watchesScreen.current && !observer) || element.contains(document.activeElement) || atOnce() || outOfDate) goLive();
      else {
        observer?.observe(element);
        for (const type of REACHING_FOR) element.addEventListener(type, goLive, { capture: true, passive: true });
        if (due.current !== null) dueTimer = setTimeout(goLive, due.current - Date.now());
      }
      return () => {
        cancelled = true;
        stopWatching();
        element.removeEventListener('click', rememberPress, { capture: true });
        element.removeEventListener('pointerdown', pointerDown, { capture: true });
      };
    }, []);

    // Before the component's own effects run, so it mounts over what the visitor had entered.
    useLayoutEffect(() => {
      if (live && frame.current) live.carryOver(frame.current);
    }, [live]);

    if (typeof window === 'undefined') {
      return (
        <div ref={frame}>
          <OnServer {...props} />
        </div>
      );
    }
    const Component = live && loaded;
    if (!Component) return <div ref={frame} dangerouslySetInnerHTML={serverMarkup} suppressHydrationWarning />;
    return (
      <div ref={frame}>
        <Component {...props} />
      </div>
    );
  }
  return LoadedWhenWanted;
}
