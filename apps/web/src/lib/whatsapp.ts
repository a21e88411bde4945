/**
 * The wa.me link for a support phone such as "+34 600 123 456" (https://wa.me/34600123456);
 * null when the number has no digits.
 */
export function buildWhatsappUrl(phone: string | null | undefined): string | null {
  const digits = (phone ?? '').replace(/\D/g, '');
  return digits ? `https://wa.me/${digits}` : null;
}
