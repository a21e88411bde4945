import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { CheckboxField } from './checkbox-field';
import { FormError } from './form-error';
import { SelectField, TextareaField, TextField } from './text-field';
import { useZodForm } from './use-zod-form';

describe('form fields', () => {
  it('names the control by its label and makes up an id when none is given', () => {
    render(
      <>
        <TextField label="Nombre" />
        <TextareaField label="Descripción" />
        <SelectField label="Tipo">
          <option value="">Elige</option>
        </SelectField>
        <CheckboxField label="Acepto la política" />
      </>,
    );
    expect(screen.getByRole('textbox', { name: 'Nombre' })).toHaveAttribute('type', 'text');
    expect(screen.getByRole('textbox', { name: 'Descripción' }).tagName).toBe('TEXTAREA');
    expect(screen.getByRole('combobox', { name: 'Tipo' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Acepto la política' })).not.toBeChecked();
    expect(screen.getByRole('textbox', { name: 'Nombre' }).id).not.toBe(screen.getByRole('textbox', { name: 'Descripción' }).id);
  });

  it('shows an error under the control, marks it invalid and describes it with the message', () => {
    render(<TextField label="Email" id="email" error="El email no es válido" />);
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('El email no es válido');
    expect(screen.getByText('El email no es válido')).toHaveAttribute('id', 'email-error');
  });

  it('says the error aloud only when asked to (a message that comes without the focus moving to the field)', () => {
    const { rerender } = render(<TextareaField label="Respuesta" error="Error al responder" />);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    rerender(<TextareaField label="Respuesta" error="Error al responder" isErrorAnnounced />);
    expect(screen.getByRole('alert')).toHaveTextContent('Error al responder');
    expect(screen.getByRole('textbox', { name: 'Respuesta' })).toHaveAccessibleDescription('Error al responder');
  });

  it('is neither invalid nor described without an error or a hint', () => {
    render(<TextField label="Email" />);
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).not.toHaveAttribute('aria-describedby');
  });

  it('reads the hint, other describing texts and the error with the control, in that order', () => {
    render(
      <>
        <p id="note">Lo cambia la secretaría.</p>
        <TextareaField label="Comentarios" hint="Opcional, hasta 2000 caracteres." hintPlacement="beforeControl" describedBy="note" error="Demasiado largo" />
      </>,
    );
    const textarea = screen.getByRole('textbox', { name: 'Comentarios' });
    expect(textarea).toHaveAccessibleDescription('Lo cambia la secretaría. Opcional, hasta 2000 caracteres. Demasiado largo');
    // Placed before the control: it comes between the label and the textarea.
    expect(screen.getByText('Opcional, hasta 2000 caracteres.').compareDocumentPosition(textarea) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('marks a field invalid whose message the form shows once for several fields', () => {
    render(<SelectField label="Tipo" isInvalid describedBy="form-error" />);
    expect(screen.getByRole('combobox', { name: 'Tipo' })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('combobox', { name: 'Tipo' })).toHaveAttribute('aria-describedby', 'form-error');
  });

  it('says a required field is required', () => {
    render(
      <>
        <TextField label="Título" isRequired />
        <CheckboxField label="Acepto" isRequired error="Debes aceptar" />
      </>,
    );
    expect(screen.getByRole('textbox', { name: 'Título' })).toBeRequired();
    const box = screen.getByRole('checkbox', { name: 'Acepto' });
    expect(box).toBeRequired();
    expect(box).toHaveAccessibleDescription('Debes aceptar');
    expect(box).toHaveAttribute('aria-invalid', 'true');
  });
});

describe('form error', () => {
  it("says the form's message aloud, and renders nothing without one", () => {
    const { rerender } = render(<FormError message={undefined} />);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    rerender(<FormError id="form-error" message="Error al crear la incidencia" />);
    expect(screen.getByRole('alert')).toHaveTextContent('Error al crear la incidencia');
    expect(screen.getByRole('alert')).toHaveAttribute('id', 'form-error');
  });
});

const schema = z.object({
  nombre: z.string().trim().min(1, 'El nombre es obligatorio'),
  edad: z.string().transform((value) => Number(value)),
});

function AgeForm({ onValid }: { onValid: (values: { nombre: string; edad: number }) => void }) {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useZodForm(schema, { defaultValues: { nombre: '', edad: '' } });
  return (
    <form onSubmit={(event) => void handleSubmit(onValid)(event)} noValidate>
      <TextField label="Nombre" error={errors.nombre?.message} {...register('nombre')} />
      <TextField label="Edad" {...register('edad')} />
      <button type="submit">Enviar</button>
    </form>
  );
}

describe('useZodForm', () => {
  it("checks with the schema, focuses the first invalid field and hands the schema's output to submit", async () => {
    const user = userEvent.setup();
    const onValid = vi.fn();
    render(<AgeForm onValid={onValid} />);
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    const nombre = screen.getByRole('textbox', { name: 'Nombre' });
    expect(nombre).toHaveAccessibleDescription('El nombre es obligatorio');
    expect(nombre).toHaveFocus();
    expect(onValid).not.toHaveBeenCalled();

    await user.type(nombre, '  Ana ');
    await user.type(screen.getByRole('textbox', { name: 'Edad' }), '30');
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(onValid).toHaveBeenCalledWith({ nombre: 'Ana', edad: 30 }, expect.anything());
  });
});
