import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { deferred, stubApi, type FakeResponse } from '@/testing/fake-api';
import { makeUser, renderApp } from '@/testing/render-app';
import { PHONE_CODE_MESSAGES } from '@academy/contract/phone-codes';

async function openRegister(path = '/register') {
  const app = renderApp(path);
  await screen.findByRole('heading', { name: 'Create your account' });
  return app;
}

async function fillValidForm(events: ReturnType<typeof renderApp>['events']) {
  await events.type(screen.getByLabelText('Full name'), 'Ravi Kumar');
  await events.type(screen.getByLabelText('Phone number'), '98765 43210');
  await events.type(screen.getByLabelText('Password'), 'long-enough-pass');
  await events.type(screen.getByLabelText('School'), 'City School');
  await events.selectOptions(screen.getByLabelText('Class'), 'Class 10');
  await events.click(screen.getByRole('radio', { name: 'Female' }));
}

describe('RegisterForm', () => {
  it('shows the contract message under every empty field', async () => {
    const { events } = await openRegister();
    await events.click(screen.getByRole('button', { name: 'Register' }));

    expect(await screen.findByText('Name is required')).toBeInTheDocument();
    expect(screen.getByText('Phone number is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(screen.getByText('School is required')).toBeInTheDocument();
    expect(screen.getByText('please enter the class')).toBeInTheDocument();
    expect(screen.getByText('Please select your gender')).toBeInTheDocument();

    const name = screen.getByLabelText('Full name');
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription('Name is required');
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(
      'At least 8 characters Password is required',
    );
  });

  it('checks the phone number and the new-password length', async () => {
    const { events } = await openRegister();
    await events.type(screen.getByLabelText('Phone number'), '12345');
    await events.type(screen.getByLabelText('Password'), 'short');
    await events.click(screen.getByRole('button', { name: 'Register' }));

    expect(await screen.findByText('Enter a valid Indian mobile number')).toBeInTheDocument();
    expect(screen.getByText('Password must be at least 8 characters')).toBeInTheDocument();
  });

  it('asks for a stream only for classes 11 and 12, and clears it when the class changes', async () => {
    const { events } = await openRegister();
    const classSelect = screen.getByLabelText('Class');
    expect(screen.queryByLabelText('Stream')).not.toBeInTheDocument();
    expect(
      within(classSelect)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual([
      'Select your class',
      'Class 1',
      'Class 2',
      'Class 3',
      'Class 4',
      'Class 5',
      'Class 6',
      'Class 7',
      'Class 8',
      'Class 9',
      'Class 10',
      'Class 11',
      'Class 12',
      'CA Foundation',
      'CA Intermediate',
      'CMA Foundation',
      'CMA Intermediate',
    ]);

    await events.selectOptions(classSelect, 'Class 11');
    const stream = screen.getByLabelText('Stream');
    await events.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText('Please select the stream')).toBeInTheDocument();

    await events.selectOptions(stream, 'Science');
    expect(stream).toHaveValue('Science');

    await events.selectOptions(classSelect, 'Class 9');
    expect(screen.queryByLabelText('Stream')).not.toBeInTheDocument();

    await events.selectOptions(classSelect, 'Class 12');
    expect(screen.getByLabelText('Stream')).toHaveValue('');
  });

  it('registers, toasts the server message, signs in and goes to the student home', async () => {
    const request = deferred<FakeResponse>();
    let sent: unknown;
    stubApi({
      'POST /api/auth/register': ({ body }) => {
        sent = body;
        return request.promise;
      },
    });
    const { events, router } = await openRegister();
    await fillValidForm(events);
    await events.click(screen.getByRole('button', { name: 'Register' }));

    const busy = await screen.findByRole('button', { name: 'Registering...' });
    expect(busy).toBeDisabled();
    expect(sent).toEqual({
      name: 'Ravi Kumar',
      phone: '+919876543210',
      password: 'long-enough-pass',
      school: 'City School',
      class: '10',
      stream: null,
      gender: 'Female',
    });

    request.resolve({
      status: 201,
      body: {
        success: true,
        message: 'Registration successful!',
        data: { user: makeUser(undefined, { name: 'Ravi Kumar' }) },
      },
    });
    expect(await screen.findByText('Registration successful!')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(
      await screen.findByRole('button', { name: 'Account menu for Ravi Kumar' }),
    ).toBeVisible();
  });

  it('shows the server message and maps server field errors onto the fields', async () => {
    stubApi({
      'POST /api/auth/register': () => ({
        status: 400,
        body: {
          success: false,
          message: 'Invalid input',
          errors: { password: 'This password is too common. Please choose a less guessable one.' },
        },
      }),
    });
    const { events } = await openRegister();
    await fillValidForm(events);
    await events.click(screen.getByRole('button', { name: 'Register' }));

    expect(await screen.findByText('Invalid input')).toBeInTheDocument();
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(
      'At least 8 characters This password is too common. Please choose a less guessable one.',
    );
    expect(screen.getByRole('button', { name: 'Register' })).toBeEnabled();
  });

  it('shows the conflict message when the phone is taken', async () => {
    stubApi({
      'POST /api/auth/register': () => ({
        status: 409,
        body: {
          success: false,
          message: 'This phone number is already registered. Please log in instead.',
        },
      }),
    });
    const { events, router } = await openRegister();
    await fillValidForm(events);
    await events.click(screen.getByRole('button', { name: 'Register' }));
    expect(
      await screen.findByText('This phone number is already registered. Please log in instead.'),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/register');
  });

  it('with numbers confirmed at sign-up, asks for the code, signs the student in with it and goes back to where they were', async () => {
    const phone = '+919876543210';
    const user = makeUser();
    stubApi({
      'POST /api/auth/register': () => ({
        status: 201,
        body: {
          success: true,
          message: PHONE_CODE_MESSAGES.confirmSent,
          data: { user: null, confirmPhone: phone },
        },
      }),
      'POST /api/auth/confirm-phone': ({ body }) =>
        (body as { code: string }).code === '123456'
          ? { body: { success: true, message: PHONE_CODE_MESSAGES.confirmed, data: { user } } }
          : {
              status: 400,
              body: {
                success: false,
                message: PHONE_CODE_MESSAGES.wrong(4),
                errors: { code: PHONE_CODE_MESSAGES.wrong(4) },
              },
            },
    });
    // Sent to log in from My Courses, then on to registration.
    const { events, router } = await openRegister('/register?from=%2Fstudent%2Fmy-courses');
    await fillValidForm(events);
    await events.click(screen.getByRole('button', { name: 'Register' }));
    expect(
      await screen.findByRole('heading', { name: 'Confirm your phone number' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(PHONE_CODE_MESSAGES.confirmSent);
    const code = screen.getByLabelText('6-digit code');
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    expect(screen.getByRole('button', { name: /Send a new code in \d+ s/ })).toBeDisabled();
    await events.type(code, '654321');
    await events.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText(PHONE_CODE_MESSAGES.wrong(4))).toBeInTheDocument();
    await events.clear(code);
    await events.type(code, '123456');
    await events.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/student/my-courses'));
  });
});

describe('RegisterForm in Hindi', () => {
  it('shows Hindi labels, options and, when sent empty, Hindi messages', async () => {
    const { events } = renderApp('/register', { locale: 'hi' });
    expect(await screen.findByRole('heading', { name: 'अपना अकाउंट बनाएँ' })).toBeInTheDocument();
    expect(screen.getByLabelText('पूरा नाम')).toBeInTheDocument();
    expect(screen.getByLabelText('पासवर्ड')).toHaveAccessibleDescription('कम से कम 8 अक्षर');
    const classSelect = screen.getByLabelText('कक्षा');
    expect(within(classSelect).getByRole('option', { name: 'कक्षा 10' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'महिला' })).toBeInTheDocument();

    await events.click(screen.getByRole('button', { name: 'रजिस्टर करें' }));

    expect(await screen.findByText('नाम ज़रूरी है')).toBeInTheDocument();
    expect(screen.getByText('फ़ोन नंबर ज़रूरी है')).toBeInTheDocument();
    expect(screen.getByText('पासवर्ड ज़रूरी है')).toBeInTheDocument();
    expect(screen.getByText('कृपया कक्षा बताएँ')).toBeInTheDocument();
    expect(screen.getByText('कृपया अपना जेंडर चुनें')).toBeInTheDocument();
  });
});
