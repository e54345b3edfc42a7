"""What every game screen is built from: the table screen, forms, dialogs, widgets."""
