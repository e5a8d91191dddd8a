import { test, expect } from '../fixtures.ts';

// The first visit of a run may wait for the site server to compress the app's bundles.
const FIRST_LOAD = { timeout: 30_000 };

test('an admin switches the back office to Spanish and Russian, and the choice is kept', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('button', { name: 'English' }).click();
  await page.getByRole('menuitem', { name: 'Español' }).click();
  await expect(page.getByRole('heading', { name: 'Inicie sesión en su cuenta' })).toBeVisible(FIRST_LOAD);
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');

  await page.getByLabel('Correo electrónico').fill('admin@example.com');
  await page.getByLabel('Contraseña').fill('Admin12345!');
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
  await expect(page.getByRole('heading', { name: 'Panel de administración' })).toBeVisible(FIRST_LOAD);
  // The dashboard's places left name each open offer in the back office's language.
  const figures = page.getByRole('region', { name: 'Inscripciones' });
  await expect(figures.getByRole('link', { name: /^Campus de verano, semana 1: / }).first()).toBeVisible();
  await expect(figures.getByRole('link', { name: /^Summer campus/ })).toHaveCount(0);

  await page.getByRole('menuitem', { name: 'Entrenadores' }).click();
  await expect(page.getByRole('heading', { name: 'Entrenadores', level: 1 })).toBeVisible();
  await expect(page.getByText('Gestione la información de los entrenadores de la academia')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Añadir entrenador' })).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'Acciones' })).toBeVisible();

  await page.reload();
  await expect(page.getByRole('heading', { name: 'Entrenadores', level: 1 })).toBeVisible();

  await page.getByRole('button', { name: 'Español' }).click();
  await page.getByRole('menuitem', { name: 'Русский' }).click();
  await expect(page.getByRole('heading', { name: 'Тренеры', level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Добавить тренера' })).toBeVisible();
  await page.getByRole('link', { name: 'Добавить тренера' }).click();
  await expect(page.getByRole('heading', { name: 'Новый тренер' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Английская версия' })).toBeVisible();
  await page.getByRole('button', { name: 'Сохранить' }).click();
  await expect(page.getByText('Это поле обязательно').first()).toBeVisible();

  await page.goto('/admin/news');
  await expect(page.getByRole('heading', { name: 'Новости', level: 1 })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
});
