import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ROLES } from '@academy/contract/roles';
import { deferred, stubApi } from '@/testing/fake-api';
import { makeUser, renderApp } from '@/testing/render-app';

afterEach(() => vi.unstubAllGlobals());

const admin = makeUser(ROLES.admin);

/** Every field a new course needs, filled in as an admin would. */
async function fillCourse(events: ReturnType<typeof renderApp>['events']) {
  await events.type(await screen.findByLabelText('Title', { exact: true }), 'Robotics basics');
  await events.type(screen.getByLabelText('Short description'), 'Build small robots.');
  await events.type(
    screen.getByLabelText('Description'),
    'Sensors, motors and code for school students.',
  );
  await events.type(screen.getByLabelText('Thumbnail URL'), 'https://example.com/t.jpg');
  await events.clear(screen.getByLabelText('Duration (minutes)'));
  await events.type(screen.getByLabelText('Duration (minutes)'), '90');
  await events.type(screen.getByLabelText('Tags'), 'robotics{Enter}');
  await events.type(screen.getByLabelText('Categories'), 'technology{Enter}');
}

describe('the course form', () => {
  it('starts with the spec defaults and shows the contract messages', async () => {
    stubApi({});
    const { events } = renderApp('/admin/upload', { user: admin });
    expect(await screen.findByRole('heading', { name: 'Upload course' })).toBeInTheDocument();
    expect(screen.getByLabelText('Language')).toHaveValue('Hinglish');
    expect(screen.getByLabelText('Level')).toHaveValue('beginner');
    expect(screen.getByLabelText('Free course')).toBeChecked();
    expect(screen.queryByLabelText('Price (₹)')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Question 1')).toHaveValue('Who is this course for?');
    expect(screen.getByLabelText('Question 2')).toHaveValue('Can I watch on my phone?');

    await events.click(screen.getByLabelText('Free course'));
    expect(screen.getByLabelText('Price (₹)')).toBeInTheDocument();
    await events.click(screen.getByRole('button', { name: 'Add link' }));
    await events.type(screen.getByLabelText('Link 1 URL'), 'https://vimeo.com/123');
    await events.click(screen.getByRole('button', { name: 'Upload course' }));
    for (const text of [
      'Title must be at least 5 characters',
      'Description must be at least 20 characters',
      'Short description must be at least 10 characters',
      'At least one tag is required',
      'At least one category is required',
      'Duration must be at least 1 minute',
      'Must be a valid URL',
      'Price must be greater than 0 for a paid course',
      'Must be a valid YouTube video or playlist URL',
    ])
      expect(await screen.findByText(text)).toBeInTheDocument();
  });

  it('takes the price in rupees and sends it in paise', async () => {
    const created = vi.fn((_request: { body: unknown }) => ({
      status: 500,
      body: { success: false, message: 'x' },
    }));
    stubApi({ 'POST /api/courses': created });
    const { events } = renderApp('/admin/upload', { user: admin });
    await fillCourse(events);
    await events.click(screen.getByLabelText('Free course'));
    await events.type(screen.getByLabelText('Price (₹)'), '1499.505');
    await events.click(screen.getByRole('button', { name: 'Upload course' }));
    expect(
      await screen.findByText(
        'Enter the price in rupees, with at most two decimals (1499 or 1499.50)',
      ),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Price (₹)')).toHaveAccessibleDescription(
      /Enter the price in rupees/,
    );
    expect(created).not.toHaveBeenCalled();

    await events.clear(screen.getByLabelText('Price (₹)'));
    await events.type(screen.getByLabelText('Price (₹)'), '1499.50');
    await events.click(screen.getByRole('button', { name: 'Upload course' }));
    await waitFor(() => expect(created).toHaveBeenCalledTimes(1));
    expect(created.mock.calls[0]![0].body).toMatchObject({ isFree: false, pricePaise: 149950 });
    expect(created.mock.calls[0]![0].body).not.toHaveProperty('price');
  });

  it("reads 'Uploading...' while saving and shows the failure toast", async () => {
    const gate = deferred<void>();
    stubApi({
      'POST /api/courses': async () => {
        await gate.promise;
        return { status: 500, body: { success: false, message: 'Something broke' } };
      },
    });
    const { events } = renderApp('/admin/upload', { user: admin });
    await fillCourse(events);
    await events.click(screen.getByRole('button', { name: 'Upload course' }));
    expect(await screen.findByRole('button', { name: 'Uploading...' })).toBeDisabled();
    gate.resolve();
    expect(await screen.findByText('Failed to upload course')).toBeInTheDocument();
    expect(screen.getByText('Please try again later.')).toBeInTheDocument();
  });

  it('keeps an archived course archived when it is edited, and offers the other statuses', async () => {
    const id = '33333333-3333-4333-8333-333333333333';
    const archived = {
      _id: id,
      title: 'Old accountancy batch',
      shortDescription: 'Last year batch.',
      description: 'Journal, ledger and trial balance, recorded last year.',
      tags: ['accountancy'],
      category: ['commerce'],
      programs: [],
      isFree: true,
      pricePaise: 0,
      level: 'beginner',
      language: 'Hinglish',
      duration: 90,
      courseThumbnail: 'https://example.com/t.jpg',
      status: 'archived',
      prerequisites: [],
      faq: [],
      courseContent: [],
      courseLink: [],
      viewer: { enrolled: false, isAdmin: true },
    };
    const saved = vi.fn((_request: { body: unknown }) => ({
      body: { success: true, message: 'Course updated successfully', data: archived },
    }));
    stubApi({
      [`GET /api/courses/${id}`]: () => ({ body: { success: true, data: archived } }),
      [`PUT /api/courses/${id}`]: saved,
    });
    const { events } = renderApp(`/admin/courses/${id}/edit`, { user: admin });
    const status = await screen.findByLabelText('Status');
    expect(status).toHaveValue('archived');
    expect(
      within(status)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Published', 'Draft', 'Archived']);
    await events.click(screen.getByRole('button', { name: 'Update Course' }));
    await waitFor(() => expect(saved).toHaveBeenCalledTimes(1));
    expect(saved.mock.calls[0]![0].body).toMatchObject({ status: 'archived' });
  });

  it('sends an old editor link (?courseId=) to the editor’s address', async () => {
    const id = '44444444-4444-4444-8444-444444444444';
    stubApi({
      [`GET /api/courses/${id}`]: () => ({ status: 500, body: { success: false, message: 'x' } }),
    });
    const { router } = renderApp(`/admin/upload?courseId=${id}`, { user: admin });
    expect(await screen.findByRole('heading', { name: 'Edit course' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`/admin/courses/${id}/edit`);
    // A failure that may pass: the toast and the page both say so, and offer to try again.
    await waitFor(() =>
      expect(screen.getAllByText('Failed to fetch course data for editing')).toHaveLength(2),
    );
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
  });

  it('says so when no course has the address', async () => {
    const id = '22222222-2222-4222-8222-222222222222';
    stubApi({
      [`GET /api/courses/${id}`]: () => ({
        status: 404,
        body: { success: false, message: 'Course not found' },
      }),
    });
    renderApp(`/admin/courses/${id}/edit`, { user: admin });
    expect(await screen.findByRole('heading', { name: 'Course not found' })).toBeInTheDocument();
    expect(screen.getByText('No course has this address. It may have been deleted.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'All courses' })).toHaveAttribute(
      'href',
      '/admin/courses',
    );
  });
});
