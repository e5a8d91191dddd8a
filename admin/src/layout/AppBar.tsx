import { AppBar as RaAppBar, AppBarClasses, TitlePortal } from 'react-admin';

/**
 * react-admin's bar, with the screen's name as plain text: each page has its own h1, and a
 * second heading of the same name in the bar would be read twice by assistive technology.
 */
export function AppBar() {
  return (
    <RaAppBar>
      <TitlePortal component="p" className={AppBarClasses.title} />
    </RaAppBar>
  );
}
