import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { FORMATION_PATH, mockFormationApi, renderFormation } from './formation-test-setup';

// Each test renders the whole signed-in app (shell, lazy route, StrictMode).
vi.setConfig({ testTimeout: 20_000 });

const tree = () => screen.getByRole('navigation', { name: 'Temario de la formación' });

describe('formation page: focus', () => {
  it('leaves the focus alone when the page opens on a content', async () => {
    mockFormationApi();
    await renderFormation(`${FORMATION_PATH}?event=1`);
    const heading = await screen.findByRole('heading', { level: 2, name: 'Presentación del ciclo' });
    expect(heading).not.toHaveFocus();
  });

  it("moves the focus to the viewer's heading once content is chosen in the tree, and after 'Siguiente'", async () => {
    mockFormationApi();
    await renderFormation(`${FORMATION_PATH}?event=1`);
    const user = userEvent.setup();
    await screen.findByRole('heading', { level: 2, name: 'Presentación del ciclo' });

    await user.click(within(tree()).getByRole('button', { name: /Variables y tipos/ }));
    const chosen = await screen.findByRole('heading', { level: 2, name: 'Variables y tipos' });
    expect(chosen).toHaveFocus();
    expect(chosen).toHaveAttribute('tabindex', '-1');

    await user.click(within(tree()).getByRole('button', { name: /Presentación del ciclo/ }));
    await user.click(await screen.findByRole('button', { name: /Siguiente/ }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Variables y tipos' })).toHaveFocus();
  });
});
