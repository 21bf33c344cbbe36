// Journey: volunteer activities (issue 35 §3) on a 360 px phone. The host of Härbärget Ljusglimten
// (vard@noq.example) creates an activity from the side menu's Aktiviteter; the demo volunteer Lars
// (volontar@noq.example) signs up by keyboard, cancels, and signs up again sharing a phone number;
// the host sees who is coming (name and phone, no e-mail); the admin's page lists every shelter's
// activities with the tasks. Nothing sticks out sideways and axe finds nothing.
import type { Page } from 'playwright-core';
import { journey, viewports } from './support/browser';
import { expectPhoneFriendly } from './support/phone';
import { loginPage, stockholmDate } from './support/staff-session';

jest.setTimeout(150_000);

const HOST = 'vard@noq.example';
const VOLUNTEER = 'volontar@noq.example';
const ADMIN = 'admin@noq.example';

async function openFromMenu(page: Page, home: string): Promise<void> {
  await page.goto(home);
  await page.locator('main').getByRole('heading', { level: 1 }).first().waitFor();
  await page.getByRole('button', { name: 'Meny' }).click();
  await page.getByRole('link', { name: 'Aktiviteter' }).click();
  await page.locator('main').getByRole('heading', { level: 1, name: 'Aktiviteter' }).waitFor();
}

describe('Aktiviteter', () => {
  const j = journey('activities');

  it('a host creates an activity, the volunteer signs up and cancels, the host sees who is coming', async () => {
    await j.page.setViewportSize(viewports.phone);
    const title = `Kvällspass ${Date.now() % 100000}`;
    const date = stockholmDate(4);
    const main = j.page.locator('main');

    // The host creates it.
    await loginPage(j.page, HOST);
    await openFromMenu(j.page, '/host');
    await main.getByRole('button', { name: 'Ny aktivitet' }).click();
    await main.getByLabel('Rubrik').fill(title);
    await main.getByLabel('Beskrivning').fill('Ta emot gäster och servera te.');
    await main.getByLabel('Datum').fill(date);
    await main.getByLabel('Starttid').fill('18:00');
    await main.getByLabel('Sluttid').fill('21:00');
    await main.getByLabel('Antal volontärer').fill('2');
    await expectPhoneFriendly(j.page, 6);
    await main.getByRole('button', { name: 'Spara' }).click();
    await main.getByText(`Aktiviteten ${title} är sparad.`).waitFor();
    await main.getByRole('heading', { name: title }).waitFor();
    await j.shoot('01-host-created');

    // The volunteer signs up by keyboard, cancels, and signs up again sharing a phone number.
    await loginPage(j.page, VOLUNTEER);
    await openFromMenu(j.page, '/volunteer');
    const signUp = main.getByRole('button', { name: `Anmäl mig till ${title} ${date}` });
    await signUp.focus();
    await j.page.keyboard.press('Enter');
    await main.getByText(`Du är anmäld till ${title}.`).waitFor();
    await expectPhoneFriendly(j.page, 4);
    await j.shoot('02-volunteer-signed-up');
    await main
      .getByRole('button', { name: `Avanmäl mig från ${title} ${date}` })
      .first()
      .click();
    await main.getByText(`Du är avanmäld från ${title}.`).waitFor();
    await main.getByLabel('Telefonnummer att dela med härbärgets personal (valfritt)').fill('070-555 12 12');
    await main.getByRole('button', { name: `Anmäl mig till ${title} ${date}` }).click();
    await main.getByText(`Du är anmäld till ${title}.`).waitFor();
    await main.getByRole('heading', { name: 'Mina uppgifter' }).waitFor();

    // The host sees who is coming.
    await loginPage(j.page, HOST);
    await openFromMenu(j.page, '/host');
    const card = main.locator('li.activities-card', { has: j.page.getByRole('heading', { name: title }) });
    await card.getByText('Lars Svensson, 070-555 12 12').waitFor();
    expect(await card.textContent()).not.toContain('@');
    await expectPhoneFriendly(j.page, 4);
    await j.shoot('03-host-who-is-coming');
  });

  it("the admin's page: every shelter's activities and the tasks", async () => {
    await j.page.setViewportSize(viewports.phone);
    await loginPage(j.page, ADMIN);
    await openFromMenu(j.page, '/administration');
    const main = j.page.locator('main');
    await main.getByRole('heading', { name: 'Tvätt och klädsortering' }).waitFor();
    await main.getByRole('heading', { name: 'Uppgifter till volontärer' }).waitFor();
    await main.getByRole('heading', { name: 'Handla kaffe och mjölk' }).waitFor();
    await expectPhoneFriendly(j.page, 6);
    await j.shoot('04-admin');
  });
});
