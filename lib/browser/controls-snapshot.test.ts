import { captureControls, restoreControls } from './controls-snapshot';

/** The same form twice, as the server and then the live component render it. */
const formMarkup = `
  <form>
    <input id="first-name" name="FirstName" type="text">
    <input id="email" name="Email" type="email">
    <textarea id="notes" name="Notes"></textarea>
    <textarea aria-hidden="true" readonly></textarea>
    <select id="state" name="State"><option value="">-</option><option value="GO">Goiás</option><option value="MT">Mato Grosso</option></select>
    <input type="checkbox" name="Crops" value="soy"><input type="checkbox" name="Crops" value="corn">
    <input type="radio" name="Size" value="small"><input type="radio" name="Size" value="large">
    <input type="hidden" name="Source" value="server">
  </form>`;

function mount(): HTMLElement {
  const root = document.createElement('div');
  root.innerHTML = formMarkup;
  document.body.append(root);
  return root;
}

const input = (root: HTMLElement, selector: string) => root.querySelector(selector) as HTMLInputElement;

afterEach(() => document.body.replaceChildren());

describe('captureControls and restoreControls', () => {
  it('carry what was typed, chosen and ticked into the same controls of new markup', () => {
    const before = mount();
    input(before, '#first-name').value = 'Maria';
    input(before, '#notes').value = 'Soja e milho';
    (before.querySelector('#state') as HTMLSelectElement).value = 'MT';
    input(before, 'input[value="corn"]').checked = true;
    input(before, 'input[value="large"]').checked = true;
    const snapshot = captureControls(before);
    before.remove();

    const after = mount();
    restoreControls(after, snapshot);
    expect(input(after, '#first-name').value).toBe('Maria');
    expect(input(after, '#notes').value).toBe('Soja e milho');
    expect((after.querySelector('#state') as HTMLSelectElement).value).toBe('MT');
    expect(input(after, 'input[value="soy"]').checked).toBe(false);
    expect(input(after, 'input[value="corn"]').checked).toBe(true);
    expect(input(after, 'input[value="large"]').checked).toBe(true);
  });

  it('leave alone hidden inputs and controls with neither id nor name (a measuring copy)', () => {
    const before = mount();
    input(before, 'input[type="hidden"]').value = 'typed by a script';
    (before.querySelector('textarea[readonly]') as HTMLTextAreaElement).value = 'copy';
    const snapshot = captureControls(before);
    expect(snapshot.controls.map((control) => control.key)).not.toContain('');
    before.remove();

    const after = mount();
    restoreControls(after, snapshot);
    expect(input(after, 'input[type="hidden"]').value).toBe('server');
    expect((after.querySelector('textarea[readonly]') as HTMLTextAreaElement).value).toBe('');
  });

  it('give the focus and the caret back to the control that had them', () => {
    const before = mount();
    const name = input(before, '#first-name');
    name.value = 'Maria';
    name.focus();
    name.setSelectionRange(2, 2);
    const snapshot = captureControls(before);
    expect(snapshot.focused).toEqual({ key: 'first-name', selectionStart: 2, selectionEnd: 2 });
    before.remove();

    const after = mount();
    restoreControls(after, snapshot);
    const restored = input(after, '#first-name');
    expect(document.activeElement).toBe(restored);
    expect([restored.selectionStart, restored.selectionEnd]).toEqual([2, 2]);
  });

  it('give the focus back to a control without a caret (an e-mail input) without failing', () => {
    const before = mount();
    input(before, '#email').focus();
    const snapshot = captureControls(before);
    before.remove();

    const after = mount();
    expect(() => restoreControls(after, snapshot)).not.toThrow();
    expect(document.activeElement).toBe(input(after, '#email'));
  });

  it('move no focus when none of the controls had it', () => {
    const before = mount();
    const snapshot = captureControls(before);
    expect(snapshot.focused).toBeNull();
    before.remove();
    const after = mount();
    restoreControls(after, snapshot);
    expect(document.activeElement).toBe(document.body);
  });
});
