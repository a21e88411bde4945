// A file of its own: the web's first load carries it (the menu), while the rest of the back office's texts load
// with its screens (a module cannot be split between chunks).
/** The back office's entry in the side menu: the only back-office text of the web's first load (`texts.backOffice`). */
export const backOfficeMenuTexts = {
  /** The landing of the back office (/gestion), its page title and menu entry. */
  home: 'Gestión de la academia',
} as const;
