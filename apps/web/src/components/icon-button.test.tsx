import * as Dialog from '@radix-ui/react-dialog';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef, type FormEvent } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { IconButton } from './icon-button';

describe('IconButton', () => {
  it('is a button named by its label, with the label as tooltip, that does not submit its form', async () => {
    const onSubmit = vi.fn((event: FormEvent) => event.preventDefault());
    const onClick = vi.fn();
    render(
      <form onSubmit={onSubmit}>
        <IconButton label="Cerrar" onClick={onClick}>
          <svg aria-hidden="true" />
        </IconButton>
      </form>,
    );
    const button = screen.getByRole('button', { name: 'Cerrar' });
    expect(button.getAttribute('title')).toBe('Cerrar');
    await userEvent.click(button);
    expect(onClick).toHaveBeenCalledOnce();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('forwards its ref and props, and drops the tooltip when asked', () => {
    const ref = createRef<HTMLButtonElement>();
    render(
      <IconButton ref={ref} label="Enviar" type="submit" hasTooltip={false} disabled aria-expanded={false}>
        <svg aria-hidden="true" />
      </IconButton>,
    );
    const button = screen.getByRole('button', { name: 'Enviar' });
    expect(ref.current).toBe(button);
    expect(button.getAttribute('type')).toBe('submit');
    expect(button.hasAttribute('title')).toBe(false);
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect((button as HTMLButtonElement).disabled).toBe(true);
  });

  it('serves as a Radix trigger through asChild', async () => {
    render(
      <Dialog.Root defaultOpen>
        <Dialog.Content aria-describedby={undefined}>
          <Dialog.Title>Diálogo</Dialog.Title>
          <Dialog.Close asChild>
            <IconButton label="Cerrar el diálogo">
              <svg aria-hidden="true" />
            </IconButton>
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Root>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Cerrar el diálogo' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
