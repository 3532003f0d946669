import { act, render, screen, waitFor } from '@testing-library/react';
import { useEffect, useRef, useState } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { loadWhenWanted, WANTED_AHEAD } from './load-when-wanted.client';

/** The live component: what it shows once loaded, and the name it read from its input when it mounted. */
function NameForm({ label }: { label: string }) {
  const adopted = useRef<HTMLOutputElement>(null);
  useEffect(() => {
    const value = (document.getElementById('name') as HTMLInputElement | null)?.value;
    if (adopted.current) adopted.current.textContent = `adopted: ${value || 'nothing'}`;
  }, []);
  return (
    <form aria-label="live form">
      <label htmlFor="name">{label}</label>
      <input id="name" name="name" defaultValue="" />
      <output ref={adopted} />
    </form>
  );
}

/** What the server renders for `<Island label="Name" />`: the component's markup in the island's frame. */
const serverHtml = '<div><form aria-label="server form"><label for="name">Name</label><input id="name" name="name" value=""></form></div>';

/** A stand-in for the browser's IntersectionObserver, so a test decides when the island comes near. */
class FakeIntersectionObserver {
  static instances: FakeIntersectionObserver[] = [];
  readonly observed: Element[] = [];
  constructor(
    readonly callback: IntersectionObserverCallback,
    readonly options: IntersectionObserverInit = {},
  ) {
    FakeIntersectionObserver.instances.push(this);
  }
  observe(element: Element) {
    this.observed.push(element);
  }
  disconnect() {
    this.observed.length = 0;
  }
  comeNear() {
    const entries = this.observed.map((target) => ({ target, isIntersecting: true }) as IntersectionObserverEntry);
    this.callback(entries, this as unknown as IntersectionObserver);
  }
}

let container: HTMLElement;
let root: Root | undefined;

beforeEach(() => {
  FakeIntersectionObserver.instances = [];
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
  container = document.createElement('div');
  document.body.append(container);
});

afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  container.remove();
  vi.unstubAllGlobals();
});

function islandOverServerMarkup(options?: Parameters<typeof loadWhenWanted<{ label: string }>>[1]) {
  const load = vi.fn(() => Promise.resolve(NameForm));
  const Island = loadWhenWanted(load, options);
  container.innerHTML = serverHtml;
  const serverForm = container.querySelector('form');
  act(() => {
    root = hydrateRoot(container, <Island label="Name" />);
  });
  return { load, serverForm };
}

describe('loadWhenWanted', () => {
  it('keeps the server markup, untouched and without loading the code, until the island comes near', async () => {
    const { load, serverForm } = islandOverServerMarkup();
    expect(container.querySelector('form')).toBe(serverForm);
    expect(screen.getByRole('form', { name: 'server form' })).toBeInTheDocument();
    expect(load).not.toHaveBeenCalled();
    const [observer] = FakeIntersectionObserver.instances;
    expect(observer?.options.rootMargin).toBe(WANTED_AHEAD);

    await act(async () => observer?.comeNear());
    expect(load).toHaveBeenCalledTimes(1);
    expect(await screen.findByRole('form', { name: 'live form' })).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'server form' })).not.toBeInTheDocument();
    expect(observer?.observed).toEqual([]);
  });

  it('loads when a visitor focuses into it first, and the live component mounts over what was typed, focus included', async () => {
    const { load } = islandOverServerMarkup();
    const serverInput = container.querySelector('input') as HTMLInputElement;
    await act(async () => {
      serverInput.focus();
      serverInput.value = 'Maria';
    });
    expect(load).toHaveBeenCalledTimes(1);
    expect(await screen.findByText('adopted: Maria')).toBeInTheDocument();
    const liveInput = screen.getByRole('textbox', { name: 'Name' });
    expect(liveInput).not.toBe(serverInput);
    expect(liveInput).toHaveValue('Maria');
    expect(liveInput).toHaveFocus();
  });

  it('loads at once when a visitor was already in it, typing, before the page hydrated', async () => {
    const load = vi.fn(() => Promise.resolve(NameForm));
    // Complete server markup: only a visitor's action would load the code.
    const Island = loadWhenWanted(load, { nearScreen: () => false });
    container.innerHTML = serverHtml;
    const serverInput = container.querySelector('input') as HTMLInputElement;
    serverInput.focus();
    serverInput.value = 'Maria';
    act(() => {
      root = hydrateRoot(container, <Island label="Name" />);
    });
    expect(load).toHaveBeenCalledTimes(1);
    expect(await screen.findByText('adopted: Maria')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveFocus();
  });

  it('presses again, once live, the button a visitor pressed before the code was', async () => {
    function Letters() {
      const [chosen, setChosen] = useState<string | null>(null);
      return (
        <div>
          {['A', 'B', 'C'].map((letter) => (
            <button key={letter} type="button" aria-pressed={chosen === letter} onClick={() => setChosen(letter)}>
              {letter}
            </button>
          ))}
        </div>
      );
    }
    let resolve: (component: typeof Letters) => void = () => {};
    const Island = loadWhenWanted(() => new Promise<typeof Letters>((done) => (resolve = done)), { nearScreen: () => false });
    container.innerHTML = '<div><div><button type="button" aria-pressed="false">A</button><button type="button" aria-pressed="false">B</button><button type="button" aria-pressed="false">C</button></div></div>';
    act(() => {
      root = hydrateRoot(container, <Island />);
    });
    const serverB = screen.getByRole('button', { name: 'B' });
    // A tap: the press starts the loading, its click reaches only the server's markup.
    serverB.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
    serverB.click();
    await act(async () => resolve(Letters));
    await waitFor(() => expect(screen.getByRole('button', { name: 'B' })).toHaveAttribute('aria-pressed', 'true'));
    expect(screen.getByRole('button', { name: 'B' })).not.toBe(serverB);
    expect(screen.getByRole('button', { name: 'A' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('keeps the server markup while a press that started the loading is down, so its click lands on what was pressed', async () => {
    const load = vi.fn(() => Promise.resolve(NameForm));
    const Island = loadWhenWanted(load, { nearScreen: () => false });
    container.innerHTML = '<div><form aria-label="server form"><a href="#page-2">Page 2</a></form></div>';
    act(() => {
      root = hydrateRoot(container, <Island label="Name" />);
    });
    const serverLink = screen.getByRole('link', { name: 'Page 2' });
    const followed = vi.fn((event: Event) => event.preventDefault());
    serverLink.addEventListener('click', followed);
    await act(async () => serverLink.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true })));
    // The code is in: still the server's markup, the pointer being down.
    expect(load).toHaveBeenCalledTimes(1);
    await act(async () => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(screen.getByRole('form', { name: 'server form' })).toBeInTheDocument();
    // The pointer comes up: the click reaches the link pressed, then the live component comes in.
    await act(async () => {
      serverLink.dispatchEvent(new PointerEvent('pointerup', { bubbles: true }));
      serverLink.click();
    });
    expect(followed).toHaveBeenCalledTimes(1);
    expect(await screen.findByRole('form', { name: 'live form' })).toBeInTheDocument();
  });

  it('loads at once when its atOnce check says so in the browser (filters in the address)', async () => {
    const load = vi.fn(() => Promise.resolve(NameForm));
    const atOnce = vi.fn(() => true);
    const Island = loadWhenWanted(load, { nearScreen: () => false, atOnce });
    container.innerHTML = serverHtml;
    act(() => {
      root = hydrateRoot(container, <Island label="Name" />);
    });
    expect(atOnce).toHaveBeenCalled();
    expect(load).toHaveBeenCalledTimes(1);
    expect(await screen.findByRole('form', { name: 'live form' })).toBeInTheDocument();
  });

  it('loads once for every instance of the island', async () => {
    const load = vi.fn(() => Promise.resolve(NameForm));
    const Island = loadWhenWanted(load);
    render(
      <>
        <Island label="First" />
        <Island label="Second" />
      </>,
    );
    await waitFor(() => expect(screen.getAllByRole('form', { name: 'live form' })).toHaveLength(2));
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('loads at once when rendered in the browser with no server markup (a client-side navigation)', async () => {
    const Island = loadWhenWanted(() => Promise.resolve(NameForm));
    render(<Island label="Name" />);
    expect(await screen.findByRole('form', { name: 'live form' })).toBeInTheDocument();
    expect(screen.getByText('adopted: nothing')).toBeInTheDocument();
  });

  it('loads at once in a browser without IntersectionObserver', async () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    const { load } = islandOverServerMarkup();
    await waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    expect(await screen.findByRole('form', { name: 'live form' })).toBeInTheDocument();
  });

  it('waits for a visitor to reach for it, however near it comes, when its props say the server markup is complete', async () => {
    const nearScreen = vi.fn(({ label }: { label: string }) => label !== 'Name');
    const { load } = islandOverServerMarkup({ nearScreen });
    expect(nearScreen).toHaveBeenCalledWith({ label: 'Name' });
    // Nothing watches the screen.
    expect(FakeIntersectionObserver.instances).toEqual([]);
    await act(async () => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(load).not.toHaveBeenCalled();
    expect(screen.getByRole('form', { name: 'server form' })).toBeInTheDocument();

    await act(async () => container.querySelector('input')!.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true })));
    expect(load).toHaveBeenCalledTimes(1);
    await act(async () => container.querySelector('input')!.dispatchEvent(new PointerEvent('pointerup', { bubbles: true })));
    expect(await screen.findByRole('form', { name: 'live form' })).toBeInTheDocument();
  });

  it('loads when the server markup goes out of date (dueAt), if no visitor reached for it before', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    try {
      const dueAt = vi.fn(() => Date.now() + 60_000);
      const { load } = islandOverServerMarkup({ nearScreen: () => false, dueAt });
      expect(dueAt).toHaveBeenCalledWith({ label: 'Name' });
      await act(async () => vi.advanceTimersByTime(59_000));
      expect(load).not.toHaveBeenCalled();
      await act(async () => vi.advanceTimersByTime(1_000));
      expect(load).toHaveBeenCalledTimes(1);
    } finally {
      vi.useRealTimers();
    }
    expect(await screen.findByRole('form', { name: 'live form' })).toBeInTheDocument();
  });

  it('loads at once when the server markup is already out of date (a cached page kept longer than its data)', async () => {
    const { load } = islandOverServerMarkup({ nearScreen: () => false, dueAt: () => Date.now() - 1 });
    expect(load).toHaveBeenCalledTimes(1);
    expect(await screen.findByRole('form', { name: 'live form' })).toBeInTheDocument();
  });

  it('waits for a visitor in a browser without IntersectionObserver too, when it would not watch the screen', async () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    const { load } = islandOverServerMarkup({ nearScreen: () => false });
    await act(async () => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(load).not.toHaveBeenCalled();
  });
});
