import { isValidElement, type ReactElement } from 'react';
import { resolveBlock, type BlockContext } from '@/lib/cms/blocks';
import { makeContext, makeViewer } from '@/tests/fixtures/cms';
import { roleGate } from './block';
import { RoleGate } from './components/role-gate';
import { RolePrioritySwitcher } from './components/role-priority-switcher';
import { roleGateSchema, rolePrioritySwitcherSchema } from './schema';

const viewerWith = (roles: string[]) => makeViewer(roles);
const secret = <p>Links for finance customers</p>;

describe('RoleGate', () => {
  it('shows its children to a user with one of the roles, compared normalised', async () => {
    const context = makeContext({ viewer: viewerWith(['Finance And Orders']) });
    expect(await RoleGate({ props: { allowedRoles: ['finance-and-orders'] }, context, children: secret })).toBe(secret);
    expect(await RoleGate({ props: { allowedRoles: [' FINANCE and orders '] }, context, children: secret })).toBe(secret);
  });

  it('hides them from users without the roles and from visitors who are not signed in', async () => {
    expect(await RoleGate({ props: { allowedRoles: ['finance'] }, context: makeContext({ viewer: viewerWith(['grower']) }), children: secret })).toBeNull();
    expect(await RoleGate({ props: { allowedRoles: ['finance'] }, context: makeContext({ viewer: viewerWith([]) }), children: secret })).toBeNull();
    expect(await RoleGate({ props: { allowedRoles: ['finance'] }, context: makeContext(), children: secret })).toBeNull();
  });

  it('inside a switcher, shows only for the role the switcher chose', async () => {
    const viewer = viewerWith(['finance', 'finance-and-orders']);
    expect(await RoleGate({ props: { allowedRoles: ['finance'] }, context: makeContext({ viewer, chosenRole: 'finance-and-orders' }), children: secret })).toBeNull();
    expect(await RoleGate({ props: { allowedRoles: ['finance-and-orders'] }, context: makeContext({ viewer, chosenRole: 'finance-and-orders' }), children: secret })).toBe(secret);
    expect(await RoleGate({ props: { allowedRoles: ['finance'] }, context: makeContext({ viewer, chosenRole: null }), children: secret })).toBeNull();
  });

  it('needs at least one role', () => {
    expect(roleGateSchema.safeParse({ allowedRoles: [] }).success).toBe(false);
    expect(rolePrioritySwitcherSchema.safeParse({ priority: [' '] }).success).toBe(false);
  });
});

describe('RolePrioritySwitcher', () => {
  /** What the renderer passes as children: an element that renders the child nodes with a context. */
  const childNodes = (context: BlockContext) => <div data-testid="child-nodes" {...({ context } as object)} />;
  const chosen = (element: unknown) => (isValidElement(element) ? (element as ReactElement<{ context: BlockContext }>).props.context.chosenRole : 'not rendered');

  it('hands its children the first priority role the user has', async () => {
    const context = makeContext({ viewer: viewerWith(['Finance', 'Finance And Orders']) });
    const rendered = await RolePrioritySwitcher({ props: { priority: ['finance-and-orders', 'finance'] }, context, children: childNodes(context) });
    expect(chosen(rendered)).toBe('finance-and-orders');
    const premium = await RolePrioritySwitcher({ props: { priority: ['finance-and-orders', 'finance'] }, context: makeContext({ viewer: viewerWith(['finance']) }), children: childNodes(context) });
    expect(chosen(premium)).toBe('finance');
  });

  it('chooses nothing for a user with none of the roles, and renders nothing for a visitor who is not signed in', async () => {
    const context = makeContext({ viewer: viewerWith(['grower']) });
    expect(chosen(await RolePrioritySwitcher({ props: { priority: ['finance'] }, context, children: childNodes(context) }))).toBeNull();
    expect(await RolePrioritySwitcher({ props: { priority: ['finance'] }, context: makeContext(), children: childNodes(makeContext()) })).toBeNull();
  });
});

describe('where the role blocks may be placed', () => {
  const gate = { id: 'so-produtores', resourceType: 'role-gate', props: { allowedRoles: ['grower'] }, childNodes: [] };
  const switcher = { id: 'accesos', resourceType: 'role-priority-switcher', props: { priority: ['finance-and-orders', 'finance'] }, childNodes: [] };

  it('only on pages with access rules, which are rendered for the person asking', () => {
    for (const node of [gate, switcher]) {
      expect(resolveBlock(roleGate.blocks, node, { pageHasAccessRules: true }).ok).toBe(true);
      const refused = resolveBlock(roleGate.blocks, node, { pageHasAccessRules: false });
      expect(refused.ok).toBe(false);
      expect(!refused.ok && refused.reason).toContain(`"${node.resourceType}" decides what to show by who is signed in, and this page has no access rules`);
    }
  });
});
