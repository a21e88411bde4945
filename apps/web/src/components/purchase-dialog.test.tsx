import type { Product } from '@campus/contract';
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { PurchaseDialog, PurchaseDialogSlotProvider, type PurchaseDialogContentProps } from './purchase-dialog';

const product: Product = {
  id: 900,
  edu_codigoproducto: 'PROD-DOCKER',
  xerppa_nombreproducto: 'Unidad extra: Docker y Kubernetes',
  mkt_precio: 49.9,
  xcrm_codigolistaprecios: 'price_docker',
  tipo: 'unidad',
  unidad_id: 40,
  metadata: null,
};

/** Stands in for features/checkout's dialog: shows what it received. */
function FakeCheckoutDialog({ product: bought, enrolmentCode }: PurchaseDialogContentProps) {
  return (
    <div role="dialog" aria-label="Completar la compra">
      {bought.xerppa_nombreproducto} · {enrolmentCode ?? 'sin matrícula'}
    </div>
  );
}

describe('PurchaseDialog', () => {
  it('renders the dialog the app put in the slot with the product and the enrolment', () => {
    const onClose = vi.fn();
    render(
      <PurchaseDialogSlotProvider value={FakeCheckoutDialog}>
        <PurchaseDialog product={product} enrolmentCode="MAT-1" onClose={onClose} />
      </PurchaseDialogSlotProvider>,
    );
    expect(screen.getByRole('dialog', { name: 'Completar la compra' })).toHaveTextContent('Unidad extra: Docker y Kubernetes · MAT-1');
  });

  it('shows nothing while no product is chosen', () => {
    render(
      <PurchaseDialogSlotProvider value={FakeCheckoutDialog}>
        <p>Página</p>
        <PurchaseDialog product={null} onClose={vi.fn()} />
      </PurchaseDialogSlotProvider>,
    );
    expect(screen.getByText('Página')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('fails loudly when no slot provider is wired in, instead of a buy button that does nothing', () => {
    // React logs the thrown render error to the console as well; keep the test output readable.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<PurchaseDialog product={product} onClose={vi.fn()} />)).toThrow(/PurchaseDialogSlotProvider/);
  });
});
