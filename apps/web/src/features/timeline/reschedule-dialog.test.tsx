import { texts } from '@campus/contract';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { RescheduleDialog } from './reschedule-dialog';

/** The dialog as the timeline opens it, with its own opener button. */
function Harness({ onSubmit }: { onSubmit: (hours: unknown) => Promise<unknown> }) {
  const [isOpen, setIsOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setIsOpen(true)}>
        Abrir
      </button>
      <RescheduleDialog isOpen={isOpen} onOpenChange={setIsOpen} isPending={false} onSubmit={onSubmit} />
    </>
  );
}

async function openDialog() {
  await userEvent.click(screen.getByRole('button', { name: 'Abrir' }));
  return screen.findByRole('dialog', { name: texts.timeline.reschedule });
}

async function typeHours(field: HTMLElement, value: string) {
  await userEvent.clear(field);
  await userEvent.type(field, value);
}

// Typing into number fields under a busy parallel run needs more than the default 5 s.
describe('RescheduleDialog (issue 29)', { timeout: 20_000 }, () => {
  it("a negative 'Semanal' value shows its error; back on 'A diario' the plan is sent", async () => {
    const onSubmit = vi.fn(async () => undefined);
    render(<Harness onSubmit={onSubmit} />);
    const dialog = await openDialog();
    await userEvent.click(within(dialog).getByLabelText(texts.timeline.weekly));
    await typeHours(within(dialog).getByLabelText('Lunes'), '-2');
    await userEvent.click(within(dialog).getByRole('button', { name: texts.timeline.reschedule }));
    expect(await within(dialog).findByText(texts.timeline.negativeHours)).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();

    await userEvent.click(within(dialog).getByLabelText(texts.timeline.daily));
    expect(within(dialog).queryByText(texts.timeline.negativeHours)).not.toBeInTheDocument();
    await typeHours(within(dialog).getByLabelText(texts.timeline.hoursPerDay), '2');
    await userEvent.click(within(dialog).getByRole('button', { name: texts.timeline.reschedule }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ '1': 2, '2': 2, '3': 2, '4': 2, '5': 2, '6': 2, '7': 2 }));
  });

  it("an emptied 'A diario' field says so instead of doing nothing", async () => {
    const onSubmit = vi.fn(async () => undefined);
    render(<Harness onSubmit={onSubmit} />);
    const dialog = await openDialog();
    await userEvent.clear(within(dialog).getByLabelText(texts.timeline.hoursPerDay));
    await userEvent.click(within(dialog).getByRole('button', { name: texts.timeline.reschedule }));
    expect(await within(dialog).findByText(texts.errors.invalidNumber)).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('Cancel forgets the bad values: the next opening starts clean and sends', async () => {
    const onSubmit = vi.fn(async () => undefined);
    render(<Harness onSubmit={onSubmit} />);
    let dialog = await openDialog();
    await userEvent.click(within(dialog).getByLabelText(texts.timeline.weekly));
    await typeHours(within(dialog).getByLabelText('Martes'), '-1');
    await userEvent.click(within(dialog).getByRole('button', { name: texts.timeline.cancel }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    dialog = await openDialog();
    expect(within(dialog).getByLabelText(texts.timeline.daily)).toBeChecked();
    expect(within(dialog).queryByText(texts.timeline.negativeHours)).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByLabelText(texts.timeline.weekly));
    expect(within(dialog).getByLabelText('Martes')).toHaveValue(1);
    await userEvent.click(within(dialog).getByRole('button', { name: texts.timeline.reschedule }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ '1': 1, '2': 1, '3': 1, '4': 1, '5': 1, '6': 0, '7': 0 }));
  });
});
