import { constants, type PaymentMethod } from '@campus/contract';
import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { Toaster } from 'sonner';
import { describe, expect, it, vi } from 'vitest';
import { queryKeyOf } from '../../lib/api/call-endpoint';
import { contactFormationsQueryOptions } from '../../lib/api/get-contact-formations';
import { setSession } from '../../lib/session-store';
import { makeFormationsAnswer, makeSessionUser } from '../../test/factories';
import { callsTo, errorResponse, jsonResponse, mockFetch } from '../../test/fetch-mock';
import { createTestQueryClient } from '../../test/query-client';
import { CheckoutDialog } from './purchase-dialog';

vi.setConfig({ testTimeout: 20_000 });

// The Stripe.js boundary: with the Stripe provider, the 3-D Secure challenge is Stripe's handleNextAction.
const handleNextAction = vi.fn<(options: { clientSecret: string }) => Promise<{ paymentIntent?: { status: string }; error?: { message: string } }>>();
vi.mock('@stripe/stripe-js/pure', () => ({ loadStripe: vi.fn(() => Promise.resolve({ handleNextAction })) }));

const product = {
  id: 900,
  edu_codigoproducto: 'PROD-DOCKER',
  xerppa_nombreproducto: 'Unidad extra: Docker y Kubernetes',
  mkt_precio: 49.9,
  xcrm_codigolistaprecios: 'price_docker',
  tipo: 'unidad' as const,
  unidad_id: 40,
  metadata: { mkt_notas: 'Acceso a las clases grabadas.' },
};
const visa: PaymentMethod = { id: 'pm_visa', card: { brand: 'visa', last4: '4242', exp_month: 12, exp_year: 2030 } };
const master: PaymentMethod = { id: 'pm_mc', card: { brand: 'mastercard', last4: '4444', exp_month: 1, exp_year: 2031 } };
const invoice = (status: string) => ({
  status: 'ok',
  invoice: { id: 'in_1', status, amount_due: 4990, currency: 'eur', product_id: 900, description: 'Unidad extra' },
});

type Routes = Parameters<typeof mockFetch>[0];

function mockCheckout(options: { methods?: PaymentMethod[]; routes?: Routes } = {}) {
  let methods = options.methods ?? [];
  return mockFetch({
    '/api/checkout/config': jsonResponse({ status: 'ok', provider: 'sandbox', publishableKey: null, currency: 'eur' }),
    '/api/checkout/get-customer-by-email': jsonResponse({ status: 'ok', customer: { id: 'cus_1', email: 'alumno@campus.test', name: 'Ana' } }),
    '/api/checkout/get-customer-payment-methods': () => jsonResponse({ status: 'ok', paymentMethods: methods }),
    '/api/checkout/sandbox/payment-methods': jsonResponse({ status: 'ok', paymentMethod: visa }),
    '/api/save-payment-method': () => {
      methods = [...methods, visa];
      return jsonResponse({ status: 'ok', paymentMethod: visa });
    },
    '/api/checkout/create-invoice-alumno': jsonResponse(invoice('open')),
    '/api/checkout/pay-invoice-alumno': jsonResponse(invoice('paid')),
    '/api/checkout/payment-alumno-success': jsonResponse({ status: 'ok', granted: true, edu_codigolineaproducto: 'LPB-1' }),
    ...options.routes,
  });
}

function renderDialog() {
  setSession('token', makeSessionUser());
  const queryClient = createTestQueryClient();
  const contactKey = contactFormationsQueryOptions('CT-0001').queryKey;
  queryClient.setQueryData(contactKey, makeFormationsAnswer([]));
  const onPurchased = vi.fn();
  const onClose = vi.fn();
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>
        <CheckoutDialog product={product} enrolmentCode="MAT-1" onClose={onClose} onPurchased={onPurchased} />
        <Toaster position="top-center" duration={constants.toastDurationMs} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { queryClient, contactKey, onPurchased, onClose };
}

const bodyOf = (call: unknown[] | undefined) => JSON.parse(String((call?.[1] as RequestInit).body)) as unknown;
const dialog = () => screen.findByRole('dialog', { name: 'Completar la compra' });

async function addSandboxCard(number = '4242424242424242') {
  const user = userEvent.setup();
  const view = await dialog();
  await user.click(await within(view).findByRole('button', { name: 'Añadir tarjeta' }));
  expect(within(view).getByRole('note')).toHaveTextContent('Modo de prueba: no se realizará ningún cargo real. Usa 4242 4242 4242 4242');
  await user.type(within(view).getByLabelText('Número de tarjeta'), number);
  await user.type(within(view).getByLabelText('Caducidad (MM/AA)'), '1234');
  await user.type(within(view).getByLabelText('CVC'), '123');
  await user.type(within(view).getByLabelText('Titular de la tarjeta'), 'Ana García');
  await user.click(within(view).getByRole('button', { name: 'Guardar tarjeta' }));
  return user;
}

describe('purchase dialog', () => {
  it('adds a card, pays, confirms and refetches the groups (happy path, calls in order)', async () => {
    const fetchMock = mockCheckout();
    const { queryClient, contactKey, onPurchased } = renderDialog();
    const view = await dialog();
    expect(within(view).getByText('Unidad extra: Docker y Kubernetes')).toBeInTheDocument();
    expect(await within(view).findByText('Todavía no tienes tarjetas guardadas. Añade una para pagar.')).toBeInTheDocument();

    const user = await addSandboxCard();
    expect(await screen.findByText('Tarjeta añadida correctamente')).toBeInTheDocument();
    expect(within(view).queryByLabelText('Número de tarjeta')).not.toBeInTheDocument();
    expect(bodyOf(callsTo(fetchMock, '/api/checkout/sandbox/payment-methods')[0])).toEqual({
      number: '4242424242424242',
      exp_month: 12,
      exp_year: 2034,
      cvc: '123',
      name: 'Ana García',
    });
    expect(bodyOf(callsTo(fetchMock, '/api/save-payment-method')[0])).toEqual({ customerId: 'cus_1', paymentMethodId: 'pm_visa' });
    const card = await within(view).findByRole('radio', { name: /VISA •••• 4242/ });
    expect(card).toBeChecked();

    await user.click(within(view).getByRole('button', { name: /Pagar 49,90/ }));
    // The toast and the dialog's own confirmation.
    await waitFor(() => expect(screen.getAllByText('¡Compra realizada con éxito! Ya tienen acceso al contenido.')).toHaveLength(2));
    expect(bodyOf(callsTo(fetchMock, '/api/checkout/get-customer-by-email')[0])).toEqual({ email: 'alumno@campus.test' });
    expect(bodyOf(callsTo(fetchMock, '/api/checkout/create-invoice-alumno')[0])).toEqual({
      customerId: 'cus_1',
      priceId: 'price_docker',
      amount: 49.9,
      productName: 'Unidad extra: Docker y Kubernetes',
    });
    expect(bodyOf(callsTo(fetchMock, '/api/checkout/pay-invoice-alumno')[0])).toEqual({ invoiceId: 'in_1', paymentMethodId: 'pm_visa' });
    expect(bodyOf(callsTo(fetchMock, '/api/checkout/payment-alumno-success')[0])).toEqual({
      invoice: 'in_1',
      codigoContacto: 'CT-0001',
      codigoMatricula: 'MAT-1',
      producto: 900,
    });

    const paths = fetchMock.mock.calls.map(([input]) => new URL(String(input), 'http://localhost').pathname);
    const order = [
      '/api/checkout/get-customer-by-email',
      '/api/checkout/get-customer-payment-methods',
      '/api/save-payment-method',
      '/api/checkout/create-invoice-alumno',
      '/api/checkout/pay-invoice-alumno',
      '/api/checkout/payment-alumno-success',
    ];
    expect(order.map((path) => paths.indexOf(path))).toEqual(order.map((path) => paths.indexOf(path)).sort((a, b) => a - b));

    expect(onPurchased).toHaveBeenCalledTimes(1);
    expect(queryClient.getQueryState(contactKey)?.isInvalidated).toBe(true);
    expect(await screen.findByRole('dialog', { name: 'Pago completado' })).toBeInTheDocument();
  });

  it('once paid shows only the success: no "Vas a comprar", what was bought, its invoice PDF and where Facturas lists it', async () => {
    const fetchMock = mockCheckout({
      methods: [visa],
      routes: { '/api/adeudos/stripe/in_1': jsonResponse({ status: 'ok', invoice_pdf: '/api/documentos/descargar/ABC?sig=x' }) },
    });
    const { queryClient, onClose } = renderDialog();
    const debtsKey = [...queryKeyOf('listDebts', { contactCode: 'CT-0001' }), 'MAT-1'];
    queryClient.setQueryData(debtsKey, { status: 'ok', data: [] });
    const view = await dialog();
    expect(within(view).getByText('Vas a comprar')).toBeInTheDocument();
    await within(view).findByRole('radio', { name: /VISA •••• 4242/ });
    const user = userEvent.setup();
    await user.click(within(view).getByRole('button', { name: /Pagar 49,90/ }));

    const done = await screen.findByRole('dialog', { name: 'Pago completado' });
    expect(within(done).queryByText('Vas a comprar')).not.toBeInTheDocument();
    expect(within(done).queryByRole('button', { name: /Pagar/ })).not.toBeInTheDocument();
    expect(within(done).getByRole('status')).toHaveTextContent('¡Compra realizada con éxito! Ya tienen acceso al contenido.');
    expect(within(done).getByText('Has comprado «Unidad extra: Docker y Kubernetes» por 49,90 €.')).toBeInTheDocument();
    expect(within(done).getByRole('link', { name: 'Secretaría › Facturas' })).toHaveAttribute('href', '/perfil/CT-0001?tab=secretary');
    // The Facturas list read before is asked again on its next visit: it now has this invoice.
    expect(queryClient.getQueryState(debtsKey)?.isInvalidated).toBe(true);

    const opened: string[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      opened.push(this.getAttribute('href') ?? '');
    });
    await user.click(within(done).getByRole('button', { name: 'Descargar la factura' }));
    await waitFor(() => expect(opened).toEqual(['/api/documentos/descargar/ABC?sig=x']));
    expect(callsTo(fetchMock, '/api/adeudos/stripe/in_1')).toHaveLength(1);
    click.mockRestore();

    await user.click(within(done).getByRole('button', { name: 'Ver el contenido' }));
    expect(onClose).toHaveBeenCalled();
  });

  it("asks to choose a card: 'Por favor selecciona un método de pago'", async () => {
    const fetchMock = mockCheckout({ methods: [visa, master] });
    renderDialog();
    const view = await dialog();
    await within(view).findByRole('radio', { name: /MASTERCARD •••• 4444/ });
    await userEvent.setup().click(within(view).getByRole('button', { name: /Pagar/ }));
    expect(within(view).getByRole('alert')).toHaveTextContent('Por favor selecciona un método de pago');
    expect(callsTo(fetchMock, '/api/checkout/create-invoice-alumno')).toHaveLength(0);
  });

  it('goes back to the cards with the catalogue’s text and the provider’s reason as its detail when the card is declined', async () => {
    mockCheckout({ methods: [visa], routes: { '/api/checkout/pay-invoice-alumno': errorResponse(402, 'payment_declined', 'Tu tarjeta ha sido rechazada.') } });
    const { onPurchased } = renderDialog();
    const view = await dialog();
    await within(view).findByRole('radio', { name: /VISA •••• 4242/ });
    await userEvent.setup().click(within(view).getByRole('button', { name: /Pagar/ }));
    const alert = await within(view).findByRole('alert');
    expect(alert.firstChild?.textContent).toBe('El pago no se completó correctamente');
    expect(within(alert).getByText('Tu tarjeta ha sido rechazada.')).toBeInTheDocument();
    expect(within(view).getByRole('radio', { name: /VISA •••• 4242/ })).toBeChecked();
    expect(onPurchased).not.toHaveBeenCalled();
  });

  it.each([
    { path: '/api/checkout/create-invoice-alumno', answer: () => errorResponse(500, 'internal', 'x'), message: 'Error al crear la factura' },
    { path: '/api/checkout/pay-invoice-alumno', answer: () => errorResponse(500, 'internal', 'x'), message: 'Error al procesar el pago' },
    { path: '/api/checkout/pay-invoice-alumno', answer: () => jsonResponse(invoice('open')), message: 'El pago no se completó correctamente' },
    { path: '/api/checkout/payment-alumno-success', answer: () => errorResponse(500, 'internal', 'x'), message: 'Error al procesar el pago exitoso' },
  ])('says $message when $path fails', async ({ path, answer, message }) => {
    mockCheckout({ methods: [visa], routes: { [path]: answer } });
    renderDialog();
    const view = await dialog();
    await within(view).findByRole('radio', { name: /VISA •••• 4242/ });
    await userEvent.setup().click(within(view).getByRole('button', { name: /Pagar/ }));
    expect(await within(view).findByRole('alert')).toHaveTextContent(message);
  });

  it("says 'Error al inicializar el sistema de pagos' when the customer cannot be had", async () => {
    mockCheckout({ routes: { '/api/checkout/get-customer-by-email': errorResponse(500, 'internal', 'x') } });
    renderDialog();
    expect(await within(await dialog()).findByRole('alert')).toHaveTextContent('Error al inicializar el sistema de pagos');
  });

  it("says 'Error al cargar métodos de pago' when the saved cards cannot be listed", async () => {
    mockCheckout({ routes: { '/api/checkout/get-customer-payment-methods': errorResponse(500, 'internal', 'x') } });
    renderDialog();
    expect(await within(await dialog()).findByRole('alert')).toHaveTextContent('Error al cargar métodos de pago');
  });

  it("says 'Error al añadir la tarjeta' when the card cannot be saved", async () => {
    mockCheckout({ routes: { '/api/save-payment-method': errorResponse(500, 'internal', 'x') } });
    renderDialog();
    await addSandboxCard();
    expect(await within(await dialog()).findByRole('alert')).toHaveTextContent('Error al añadir la tarjeta');
    expect(screen.getByRole('button', { name: 'Guardar tarjeta' })).toBeInTheDocument();
  });

  it("keeps the new card and says 'Error al obtener métodos de pago' when the list cannot be refreshed", async () => {
    let listCalls = 0;
    mockCheckout({
      routes: {
        '/api/checkout/get-customer-payment-methods': () => {
          listCalls += 1;
          return listCalls === 1 ? jsonResponse({ status: 'ok', paymentMethods: [] }) : errorResponse(500, 'internal', 'x');
        },
      },
    });
    renderDialog();
    await addSandboxCard();
    const view = await dialog();
    expect(await within(view).findByRole('alert')).toHaveTextContent('Error al obtener métodos de pago');
    expect(within(view).getByRole('radio', { name: /VISA •••• 4242/ })).toBeChecked();
  });

  it('validates the card before sending it', async () => {
    const fetchMock = mockCheckout();
    renderDialog();
    await addSandboxCard('4242424242424241');
    expect(await screen.findByText('El número de tu tarjeta no es válido.')).toBeInTheDocument();
    expect(callsTo(fetchMock, '/api/checkout/sandbox/payment-methods')).toHaveLength(0);
  });
});

describe('purchase dialog with 3-D Secure (payment intent in requires_action)', () => {
  const challengeUrl = '/api/checkout/sandbox/authenticate/pi_3ds?client_secret=pi_3ds_secret_abc';
  const requiresAction = (nextAction: object) =>
    jsonResponse({
      ...invoice('open'),
      payment_intent: { id: 'pi_3ds', status: 'requires_action', client_secret: 'pi_3ds_secret_abc', next_action: nextAction },
    });
  const sandboxAction = { type: 'redirect_to_url', redirect_to_url: { url: challengeUrl } };

  /** What the sandbox's challenge page says after the cardholder's answer (it runs no script: a meta tag). */
  function answerChallenge(frame: HTMLIFrameElement, status: string) {
    const page = frame.contentDocument!;
    const root = page.documentElement ?? page.appendChild(page.createElement('html'));
    root.innerHTML = `<head><meta name="campus-3ds-status" content="${status}"></head><body></body>`;
    fireEvent.load(frame);
  }

  async function payAndGetChallenge(routes: Routes) {
    const fetchMock = mockCheckout({ methods: [visa], routes: { '/api/checkout/pay-invoice-alumno': requiresAction(sandboxAction), ...routes } });
    const rendered = renderDialog();
    const view = await dialog();
    await within(view).findByRole('radio', { name: /VISA •••• 4242/ });
    await userEvent.setup().click(within(view).getByRole('button', { name: /Pagar/ }));
    const frame = await within(view).findByTitle<HTMLIFrameElement>('Autenticación de la compra');
    return { ...rendered, fetchMock, view, frame };
  }

  it('frames the sandbox challenge page, and after Autorizar the server confirms the purchase', async () => {
    const { fetchMock, view, frame, onPurchased } = await payAndGetChallenge({});
    expect(frame.getAttribute('src')).toBe(challengeUrl);
    expect(within(view).getByText('Tu banco pide confirmar el pago: sigue los pasos de su ventana.')).toBeInTheDocument();
    // Nothing is confirmed while the page is pending (its first load, or a reload).
    answerChallenge(frame, 'pending');
    expect(callsTo(fetchMock, '/api/checkout/payment-alumno-success')).toHaveLength(0);

    answerChallenge(frame, 'succeeded');
    expect(await screen.findByRole('dialog', { name: 'Pago completado' })).toBeInTheDocument();
    expect(bodyOf(callsTo(fetchMock, '/api/checkout/payment-alumno-success')[0])).toEqual({
      invoice: 'in_1',
      codigoContacto: 'CT-0001',
      codigoMatricula: 'MAT-1',
      producto: 900,
    });
    expect(onPurchased).toHaveBeenCalledTimes(1);
  });

  it('after Rechazar the server says the invoice is unpaid: back to the cards with the catalogue text', async () => {
    const { view, frame, onPurchased } = await payAndGetChallenge({
      '/api/checkout/payment-alumno-success': errorResponse(409, 'conflict', 'El pago no se completó correctamente'),
    });
    answerChallenge(frame, 'failed');
    expect(await within(view).findByRole('alert')).toHaveTextContent('El pago no se completó correctamente');
    expect(within(view).queryByTitle('Autenticación de la compra')).not.toBeInTheDocument();
    expect(within(view).getByRole('radio', { name: /VISA •••• 4242/ })).toBeChecked();
    expect(onPurchased).not.toHaveBeenCalled();
  });

  it('never frames a challenge address of another origin', async () => {
    const fetchMock = mockCheckout({
      methods: [visa],
      routes: { '/api/checkout/pay-invoice-alumno': requiresAction({ type: 'redirect_to_url', redirect_to_url: { url: 'https://malicioso.example/3ds' } }) },
    });
    renderDialog();
    const view = await dialog();
    await within(view).findByRole('radio', { name: /VISA •••• 4242/ });
    await userEvent.setup().click(within(view).getByRole('button', { name: /Pagar/ }));
    expect(await within(view).findByRole('alert')).toHaveTextContent('Error al procesar el pago');
    expect(within(view).queryByTitle('Autenticación de la compra')).not.toBeInTheDocument();
    expect(callsTo(fetchMock, '/api/checkout/payment-alumno-success')).toHaveLength(0);
  });

  it('with Stripe, steps aside for Stripe.js’s challenge and confirms once Stripe marks the invoice paid', async () => {
    let finishChallenge: (result: { paymentIntent: { status: string } }) => void = () => undefined;
    handleNextAction.mockImplementationOnce(() => new Promise((resolve) => (finishChallenge = resolve)));
    let confirmCalls = 0;
    const fetchMock = mockCheckout({
      methods: [visa],
      routes: {
        '/api/checkout/config': jsonResponse({ status: 'ok', provider: 'stripe', publishableKey: 'pk_test_campus', currency: 'eur' }),
        '/api/checkout/pay-invoice-alumno': requiresAction({ type: 'use_stripe_sdk' }),
        // Stripe marks the invoice paid a moment after the intent succeeds: the first confirmation is early.
        '/api/checkout/payment-alumno-success': () => {
          confirmCalls += 1;
          return confirmCalls === 1
            ? errorResponse(409, 'conflict', 'El pago no se completó correctamente')
            : jsonResponse({ status: 'ok', granted: true, edu_codigolineaproducto: 'LPB-1' });
        },
      },
    });
    const { onPurchased } = renderDialog();
    const view = await dialog();
    await within(view).findByRole('radio', { name: /VISA •••• 4242/ });
    await userEvent.setup().click(within(view).getByRole('button', { name: /Pagar/ }));

    await waitFor(() => expect(handleNextAction).toHaveBeenCalledWith({ clientSecret: 'pi_3ds_secret_abc' }));
    expect(screen.queryByRole('dialog', { name: 'Completar la compra' })).not.toBeInTheDocument();
    finishChallenge({ paymentIntent: { status: 'succeeded' } });

    expect(await screen.findByRole('dialog', { name: 'Pago completado' }, { timeout: 5000 })).toBeInTheDocument();
    expect(callsTo(fetchMock, '/api/checkout/payment-alumno-success')).toHaveLength(2);
    expect(onPurchased).toHaveBeenCalledTimes(1);
  });

  it('with Stripe, a failed challenge goes back to the cards and confirms nothing', async () => {
    handleNextAction.mockResolvedValueOnce({ error: { message: 'No hemos podido autenticar tu método de pago.' } });
    const fetchMock = mockCheckout({
      methods: [visa],
      routes: {
        '/api/checkout/config': jsonResponse({ status: 'ok', provider: 'stripe', publishableKey: 'pk_test_campus', currency: 'eur' }),
        '/api/checkout/pay-invoice-alumno': requiresAction({ type: 'use_stripe_sdk' }),
      },
    });
    renderDialog();
    const view = await dialog();
    await within(view).findByRole('radio', { name: /VISA •••• 4242/ });
    await userEvent.setup().click(within(view).getByRole('button', { name: /Pagar/ }));
    expect(await within(await dialog()).findByRole('alert')).toHaveTextContent('El pago no se completó correctamente');
    expect(callsTo(fetchMock, '/api/checkout/payment-alumno-success')).toHaveLength(0);
  });
});
