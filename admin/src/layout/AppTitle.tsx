import { useTranslate } from 'react-admin';

/** The admin's name ('Academy Admin') in the current language, instead of react-admin's 'React Admin'. */
export function AppTitle() {
  const translate = useTranslate();
  return <>{translate('app.title')}</>;
}
