type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

interface ControlState {
  key: string;
  value: string;
  checked: boolean;
}

/** What a visitor entered into a part of the page, and where their caret was. */
export interface ControlsSnapshot {
  controls: ControlState[];
  focused: { key: string; selectionStart: number | null; selectionEnd: number | null } | null;
}

const isBox = (control: Control): control is HTMLInputElement => control instanceof HTMLInputElement && (control.type === 'checkbox' || control.type === 'radio');

/**
 * The same control in markup rendered twice: by id, else by name (a box by name and value, as a
 * group's boxes share the name). A control with neither (a measuring copy) is not carried over.
 */
const keyOf = (control: Control) => (isBox(control) ? `${control.name}\u0000${control.value}` : control.id || control.name);

function controlsIn(root: HTMLElement): Control[] {
  return [...root.querySelectorAll<Control>('input, select, textarea')].filter(
    (control) => keyOf(control) !== '' && !(control instanceof HTMLInputElement && ['hidden', 'submit', 'button', 'reset', 'image', 'file'].includes(control.type)),
  );
}

/** What the controls under `root` hold and which of them has the focus. */
export function captureControls(root: HTMLElement): ControlsSnapshot {
  const controls = controlsIn(root);
  const active = root.ownerDocument.activeElement;
  const focusedControl = controls.find((control) => control === active);
  let focused: ControlsSnapshot['focused'] = null;
  if (focusedControl) {
    const caret = focusedControl instanceof HTMLSelectElement ? null : selectionOf(focusedControl);
    focused = { key: keyOf(focusedControl), selectionStart: caret?.start ?? null, selectionEnd: caret?.end ?? null };
  }
  return { controls: controls.map((control) => ({ key: keyOf(control), value: control.value, checked: isBox(control) && control.checked })), focused };
}

/** Inputs of some types (e-mail, number) have no selection: reading it throws or gives null. */
function selectionOf(control: HTMLInputElement | HTMLTextAreaElement): { start: number | null; end: number | null } | null {
  try {
    return { start: control.selectionStart, end: control.selectionEnd };
  } catch {
    return null;
  }
}

/** Puts a snapshot back into the same controls of new markup under `root`, focus and caret included. */
export function restoreControls(root: HTMLElement, snapshot: ControlsSnapshot): void {
  const byKey = new Map(snapshot.controls.map((state) => [state.key, state]));
  const controls = controlsIn(root);
  for (const control of controls) {
    const state = byKey.get(keyOf(control));
    if (!state) continue;
    if (isBox(control)) control.checked = state.checked;
    else control.value = state.value;
  }
  const focused = snapshot.focused && controls.find((control) => keyOf(control) === snapshot.focused?.key);
  if (!focused || !snapshot.focused) return;
  focused.focus({ preventScroll: true });
  const { selectionStart, selectionEnd } = snapshot.focused;
  if (focused instanceof HTMLSelectElement || selectionStart === null || selectionEnd === null) return;
  try {
    focused.setSelectionRange(selectionStart, selectionEnd);
  } catch {
    // A type without a caret: the focus is what matters.
  }
}
