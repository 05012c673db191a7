import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { COURSE_MESSAGES } from '@academy/contract/courses';
import { ROLES } from '@academy/contract/roles';
import { createTestApp } from '../../../test/app.ts';
import { courses } from '../../db/schema/index.ts';
import { rowsOf } from '../../../test/database.ts';
import { validCourse } from '../../../test/courses.ts';
import { buyWithDevProvider } from '../../../test/payments.ts';
import { signedInAs } from '../../../test/users.ts';
import { toPrefixQuery } from './catalogue.ts';

const t = await createTestApp();
const admin = (await signedInAs(t, ROLES.admin)).agent;

const create = async (overrides: Record<string, unknown> = {}) => {
  const res = await admin.post('/api/courses', validCourse(overrides));
  expect(res.statusCode, JSON.stringify(res.body)).toBe(201);
  return res.body.data;
};

describe('the course form rules', () => {
  it.each([
    ['title', { title: 'Abc' }, 'Title must be at least 5 characters'],
    ['description', { description: 'too short' }, 'Description must be at least 20 characters'],
    ['shortDescription', { shortDescription: 'short' }, COURSE_MESSAGES.shortDescriptionMin],
    ['tags', { tags: [] }, 'At least one tag is required'],
    ['tags', { tags: ['  ', ''] }, 'At least one tag is required'],
    ['category', { category: [] }, 'At least one category is required'],
    ['pricePaise', { isFree: false, pricePaise: -500 }, 'Price cannot be negative'],
    ['pricePaise', { isFree: false, pricePaise: 0 }, COURSE_MESSAGES.pricePaidRequired],
    // Paise are whole: rupees (1499.5) or text are the form's mistake, named as such.
    ['pricePaise', { isFree: false, pricePaise: 1499.5 }, COURSE_MESSAGES.priceRupees],
    ['pricePaise', { isFree: false, pricePaise: '149900' }, COURSE_MESSAGES.priceRupees],
    ['language', { language: ' ' }, 'Language is required'],
    ['duration', { duration: 0 }, 'Duration must be at least 1 minute'],
    ['courseThumbnail', { courseThumbnail: 'not a url' }, 'Must be a valid URL'],
    ['courseThumbnail', { courseThumbnail: 'javascript:alert(1)' }, 'Must be a valid URL'],
    [
      'faq.0.question',
      { faq: [{ question: 'Why', answer: 'Because it is.' }] },
      COURSE_MESSAGES.faqQuestionMin,
    ],
    [
      'faq.0.answer',
      { faq: [{ question: 'Why this?', answer: 'Yes' }] },
      COURSE_MESSAGES.faqAnswerMin,
    ],
    [
      'courseLink.0.link',
      { courseLink: [{ link: 'https://vimeo.com/1234', position: 1 }] },
      COURSE_MESSAGES.linkInvalid,
    ],
    [
      'courseLink.0.position',
      { courseLink: [{ link: 'https://youtu.be/Op8aS9dFgHj', position: 0 }] },
      COURSE_MESSAGES.positionMin,
    ],
    ['programs.0', { programs: ['class-13'] }, COURSE_MESSAGES.programInvalid],
  ])('refuses a bad %s with its message (%j)', async (field, override, message) => {
    const res = await admin.post('/api/courses', validCourse(override));
    expect(res.statusCode).toBe(400);
    expect(res.body.errors?.[field]).toBe(message);
  });

  it('drops blank and duplicate tags and categories, and keeps the price in paise', async () => {
    const course = await create({
      tags: ['Maths', ' maths ', '', 'algebra'],
      category: ['Science', 'science', ' '],
      isFree: false,
      pricePaise: 1_499_50,
    });
    expect(course.tags).toEqual(['Maths', 'algebra']);
    expect(course.category).toEqual(['science']);
    expect(course).toMatchObject({ isFree: false, pricePaise: 1_499_50 });
    expect(course).not.toHaveProperty('price');
  });

  it('turns every kind of YouTube link into content with thumbnails and stable lesson ids', async () => {
    const links = [
      'https://youtu.be/Ohq6J0mK0Yw',
      'https://www.youtube.com/embed/bS4DHSMxGfU',
      'https://youtube.com/shorts/tY0yVzAAWn0?feature=share',
      'https://m.youtube.com/watch?v=Hk8pR2mVwZo&t=30',
    ];
    const course = await create({
      courseLink: [
        ...links.map((link, i) => ({ link, position: i + 2, title: i === 0 ? 'Intro' : '' })),
        {
          link: 'https://www.youtube.com/playlist?list=PLm_GrammarBasics01',
          position: 1,
          title: 'Grammar',
          videos: [
            { link: 'https://youtu.be/Ws5wQ4X8yWc', title: 'Nouns' },
            { link: 'https://www.youtube.com/watch?v=Jf1zM3kQpLs' },
          ],
        },
      ],
    });
    const content = course.courseContent;
    expect(content.map((c: { type: string }) => c.type)).toEqual([
      'playlist',
      'video',
      'video',
      'video',
      'video',
    ]);
    expect(content[0]).toMatchObject({ title: 'Grammar', playListId: 'PLm_GrammarBasics01' });
    expect(content[0].videos.map((v: { title: string }) => v.title)).toEqual(['Nouns', 'Lesson 2']);
    expect(content[1].video).toMatchObject({
      videoId: 'Ohq6J0mK0Yw',
      title: 'Intro',
      thumbnails: { high: 'https://i.ytimg.com/vi/Ohq6J0mK0Yw/hqdefault.jpg' },
    });
    expect(content.slice(2).map((c: { video: { videoId: string } }) => c.video.videoId)).toEqual([
      'bS4DHSMxGfU',
      'tY0yVzAAWn0',
      'Hk8pR2mVwZo',
    ]);
    expect(course.lessonCount).toBe(6);

    // Re-saving keeps the ids of lessons that are still there.
    const before = content[1].video.id;
    const res = await admin.put(`/api/courses/${course._id}`, {
      ...validCourse(),
      courseLink: [{ link: links[0], position: 1 }],
    });
    expect(res.statusCode).toBe(200);
    expect(res.body.data.courseContent[0].video.id).toBe(before);
  });
});

describe('GET /api/courses', () => {
  const marker = `zq${Date.now().toString(36)}`;
  const made: Record<string, string> = {};
  it('searches title, description and tags; filters; sorts; pages', async () => {
    made.a = (
      await create({
        title: `Alpha ${marker} physics`,
        isFree: false,
        pricePaise: 500_00,
        programs: ['class-9-10'],
        category: ['science'],
      })
    )._id;
    made.b = (
      await create({
        title: 'Beta course title',
        description: `All about ${marker} chemistry in depth.`,
        level: 'advanced',
        category: ['science'],
      })
    )._id;
    made.c = (
      await create({
        title: 'Gamma course title',
        tags: [marker, 'biology'],
        isFree: false,
        pricePaise: 2_000_00,
        category: ['arts'],
        language: 'Hindi',
      })
    )._id;
    made.d = (await create({ title: `Delta ${marker} draft`, status: 'draft' }))._id;

    const list = async (qs: string) => {
      const res = await t.agent().get(`/api/courses?q=${marker}&${qs}`);
      expect(res.statusCode, JSON.stringify(res.body)).toBe(200);
      return res.body.data as { items: { _id: string }[]; total: number };
    };
    const ids = (d: { items: { _id: string }[] }) => d.items.map((i) => i._id);

    expect(ids(await list('sort=newest'))).toEqual([made.c, made.b, made.a]);
    expect((await list('')).total).toBe(3); // the draft stays out
    expect(ids(await list('sort=price-low'))).toEqual([made.b, made.a, made.c]);
    expect(ids(await list('sort=price-high'))).toEqual([made.c, made.a, made.b]);
    expect(ids(await list('category=science'))).toEqual([made.b, made.a]);
    expect(ids(await list('category=all'))).toHaveLength(3);
    expect(ids(await list('program=class-9-10'))).toEqual([made.a]);
    expect(ids(await list('level=advanced'))).toEqual([made.b]);
    expect(ids(await list('free=true'))).toEqual([made.b]);
    expect(ids(await list('free=false'))).toEqual([made.c, made.a]);
    // The language as typed, in any case; the choices are the published courses' languages.
    expect(ids(await list('language=hindi'))).toEqual([made.c]);
    expect(ids(await list('language=Hinglish&free=false'))).toEqual([made.a]);
    const { languages } = (await t.agent().get('/api/courses')).body.data;
    expect(languages).toEqual(expect.arrayContaining(['Hindi', 'Hinglish']));
    const page2 = await list('pageSize=2&page=2');
    expect(page2).toMatchObject({ total: 3, page: 2, pageSize: 2 });
    expect(ids(page2)).toEqual([made.a]);
    expect(await list('pageSize=2&page=3')).toMatchObject({ items: [], total: 3 });
    // A card has its module count, but not the lessons themselves.
    const card = (await list('sort=newest')).items[0];
    expect(card).toMatchObject({ moduleCount: 1 });
    expect(card).not.toHaveProperty('courseContent');
    // A prefix of a word is enough.
    const prefix = await t.agent().get(`/api/courses?q=${marker.slice(0, 5)}`);
    expect(prefix.body.data.total).toBeGreaterThanOrEqual(3);

    // Admins may ask for drafts too; others get published only.
    expect((await admin.get(`/api/courses?q=${marker}&status=all`)).body.data.total).toBe(4);
    expect((await t.agent().get(`/api/courses?q=${marker}&status=all`)).body.data.total).toBe(3);
  });

  it('sorts "Highest rated" by the average rating, unrated courses last', async () => {
    const mark = `zr${Date.now().toString(36)}`;
    const rated = async (title: string, ratings: number[]) => {
      const course = await create({ title: `${title} ${mark}` });
      for (const rating of ratings) {
        const student = (await signedInAs(t)).agent;
        expect((await student.post(`/api/purchase/${course._id}`)).statusCode).toBeLessThan(300);
        const res = await student.put(`/api/courses/${course._id}/rating`, { rating });
        expect(res.statusCode, JSON.stringify(res.body)).toBe(200);
      }
      return course._id as string;
    };
    // Made best last, so "newest" would be the opposite order.
    const three = await rated('Three stars', [3]);
    const fourHalf = await rated('Four and a half', [4, 5]);
    const five = await rated('Five stars', [5]);
    const unrated = await rated('Not rated yet', []);
    const expected = [five, fourHalf, three, unrated];
    type Card = { _id: string; rating: number | null };

    // With a search (one statement over the matches) and without (read off the sort's index).
    const searched = await t.agent().get(`/api/courses?q=${mark}&sort=rating`);
    expect(searched.body.data.items.map((c: Card) => c._id)).toEqual(expected);
    expect(searched.body.data.items.map((c: Card) => c.rating)).toEqual([5, 4.5, 3, null]);
    const all = (await t.agent().get('/api/courses?sort=rating&pageSize=50')).body.data
      .items as Card[];
    expect(all.map((c) => c._id).filter((id) => expected.includes(id))).toEqual(expected);
    const ratings = all.map((c) => c.rating ?? -1);
    expect(ratings).toEqual([...ratings].sort((a, b) => b - a));
  });

  it('reads "Class 10" in a search as the class, not as the number anywhere in the text', async () => {
    const mark = `zc${Date.now().toString(36)}`;
    const make = async (overrides: Record<string, unknown>) =>
      (await create({ tags: [mark], ...overrides }))._id as string;
    const tenth = await make({ title: 'Class 10 Science Board Prep', programs: ['class-9-10'] });
    const twelfth = await make({
      title: 'Class 12 Physics',
      description: 'Electrostatics to optics in 10 chapters, with numericals.',
      programs: ['class-11-12'],
    });
    const ninth = await make({ title: 'Class 9 Maths', programs: ['class-9-10'] });
    // Names no class: it is for both classes of its program.
    const board = await make({ title: 'Board exam maths', programs: ['class-9-10'] });
    const tagged = await make({ title: 'Geography revision', tags: [mark, '10th'], programs: [] });
    const ca = await make({ title: 'CA Foundation in 10 weeks', programs: ['ca-foundation'] });

    const ids = async (q: string, more = '') => {
      const res = await t.agent().get(`/api/courses?q=${encodeURIComponent(q)}&pageSize=50${more}`);
      expect(res.statusCode, JSON.stringify(res.body)).toBe(200);
      return (res.body.data.items as { _id: string }[]).map((c) => c._id);
    };
    const classTen = await ids('Class 10');
    expect(classTen).toEqual(expect.arrayContaining([tenth, board, tagged]));
    for (const other of [twelfth, ninth, ca]) expect(classTen).not.toContain(other);
    for (const q of [`class 10 ${mark}`, `${mark} class-10`, `10th ${mark}`, `Class 10th ${mark}`])
      expect((await ids(q)).sort(), q).toEqual([tenth, board, tagged].sort());
    // The rest of the search is text, as before.
    expect(await ids(`class 10 science ${mark}`)).toEqual([tenth]);
    expect(await ids(`class 10 ${mark}`, '&program=class-9-10&sort=newest')).toEqual([
      board,
      tenth,
    ]);
    // A bare number is still text, found wherever it is written.
    expect(await ids(`${mark} 10`)).toEqual(expect.arrayContaining([twelfth, ca, tenth]));
  });

  it('refuses an unknown sort or program', async () => {
    expect((await t.agent().get('/api/courses?sort=cheapest')).statusCode).toBe(400);
    expect((await t.agent().get('/api/courses?program=class-13')).statusCode).toBe(400);
  });

  it('turns the search into prefix words, ignoring punctuation', () => {
    expect(toPrefixQuery("acc & tax's (")).toBe('acc:* & tax:* & s:*');
    expect(toPrefixQuery('  !! ')).toBeNull();
  });

  it('the search is served by the GIN index', async () => {
    const rows = await rowsOf<{ indexdef: string }>(
      t.database.db,
      sql`select indexdef from pg_indexes where indexname = 'courses_search_idx'`,
    );
    expect(rows[0]?.indexdef).toMatch(/gin \(search_vector\)/);
  });
});

describe('GET /api/courses/:id', () => {
  it('shows a free course with video ids to anyone, and counts the view', async () => {
    const course = await create();
    const res = await t.agent().get(`/api/courses/${course._id}`);
    expect(res.statusCode).toBe(200);
    expect(res.body.data.courseContent[0].video.videoId).toBe('Op8aS9dFgHj');
    expect(res.body.data.viewsCount).toBe(1);
    expect(res.body.data).not.toHaveProperty('courseLink');
  });

  it('hides the video ids of a paid course from a guest and a non-enrolled student, but not previews', async () => {
    const course = await create({
      isFree: false,
      pricePaise: 999_00,
      courseLink: [
        { link: 'https://youtu.be/Ohq6J0mK0Yw', position: 1, freePreview: true },
        { link: 'https://youtu.be/bS4DHSMxGfU', position: 2 },
      ],
    });
    const student = (await signedInAs(t)).agent;
    for (const agent of [t.agent(), student]) {
      const res = await agent.get(`/api/courses/${course._id}`);
      expect(res.statusCode).toBe(200);
      expect(res.body.data.courseContent[0].video.videoId).toBe('Ohq6J0mK0Yw');
      expect(res.body.data.courseContent[1].video).toMatchObject({
        videoId: null,
        thumbnails: null,
      });
      expect(res.text).not.toContain('bS4DHSMxGfU');
      expect(res.body.data.viewer).toEqual({ enrolled: false, isAdmin: false });
    }
    const asAdmin = await admin.get(`/api/courses/${course._id}`);
    expect(asAdmin.body.data.courseContent[1].video.videoId).toBe('bS4DHSMxGfU');
    expect(asAdmin.body.data.courseLink).toHaveLength(2);
  });

  it('hides the playlist id and thumbnail of a paid chapter until the viewer has access', async () => {
    const playlist = 'PLp_PaidChapter0001';
    const videos = ['Qa1sW2dE3rT', 'Yh6uJ7iK8oL'];
    const course = await create({
      isFree: false,
      pricePaise: 1_499_00,
      courseLink: [
        {
          link: `https://www.youtube.com/playlist?list=${playlist}`,
          position: 1,
          title: 'Paid chapter',
          videos: videos.map((id) => ({ link: `https://youtu.be/${id}` })),
        },
      ],
    });
    const secrets = [playlist, ...videos];
    const student = (await signedInAs(t)).agent;
    for (const agent of [t.agent(), student]) {
      const res = await agent.get(`/api/courses/${course._id}`);
      expect(res.statusCode).toBe(200);
      expect(res.body.data.courseContent[0]).toMatchObject({
        title: 'Paid chapter',
        playListId: null,
        playlistThumbnail: null,
      });
      expect(res.body.data.courseContent[0].videos).toHaveLength(2);
      for (const secret of secrets) expect(res.text).not.toContain(secret);
    }

    await buyWithDevProvider(student, { courseId: course._id });
    for (const agent of [student, admin]) {
      const res = await agent.get(`/api/courses/${course._id}`);
      expect(res.body.data.courseContent[0]).toMatchObject({
        playListId: playlist,
        playlistThumbnail: `https://i.ytimg.com/vi/${videos[0]}/hqdefault.jpg`,
      });
      for (const secret of secrets) expect(res.text).toContain(secret);
    }
  });

  it('answers 404 for a draft to the public and for an unknown id', async () => {
    const draft = await create({ status: 'draft' });
    expect((await t.agent().get(`/api/courses/${draft._id}`)).statusCode).toBe(404);
    expect((await admin.get(`/api/courses/${draft._id}`)).statusCode).toBe(200);
    expect(
      (await t.agent().get('/api/courses/00000000-0000-4000-8000-000000000000')).statusCode,
    ).toBe(404);
    expect((await t.agent().get('/api/courses/nope')).statusCode).toBe(400);
  });
});

describe('admin routes', () => {
  it('answer 401 to a guest and 403 to a student', async () => {
    const course = await create();
    const student = (await signedInAs(t)).agent;
    for (const [agent, status] of [
      [t.agent(), 401],
      [student, 403],
    ] as const) {
      expect((await agent.post('/api/courses', validCourse())).statusCode).toBe(status);
      expect((await agent.put(`/api/courses/${course._id}`, validCourse())).statusCode).toBe(
        status,
      );
      expect((await agent.delete(`/api/courses/${course._id}`)).statusCode).toBe(status);
    }
  });

  it('deletes a course nobody is enrolled in, and audits it', async () => {
    const course = await create();
    const res = await admin.delete(`/api/courses/${course._id}`);
    expect(res.statusCode).toBe(200);
    expect(res.body).toMatchObject({
      message: 'Course deleted successfully',
      data: { archived: false },
    });
    expect((await admin.get(`/api/courses/${course._id}`)).statusCode).toBe(404);
    const audit = await admin.get('/api/admin/audit');
    expect(JSON.stringify(audit.body.data)).toContain('course.delete');
  });

  it('keeps an archived course archived when it is edited, until the admin chooses a status', async () => {
    const course = await create();
    const student = (await signedInAs(t)).agent;
    expect((await student.post(`/api/purchase/${course._id}`)).statusCode).toBe(200);
    expect((await admin.delete(`/api/courses/${course._id}`)).body.data).toEqual({
      archived: true,
    });
    const edit = async (overrides: Record<string, unknown>) => {
      const res = await admin.put(`/api/courses/${course._id}`, validCourse(overrides));
      expect(res.statusCode, JSON.stringify(res.body)).toBe(200);
      return res.body.data.status;
    };
    // The form sends the status it loaded; another client may leave it out.
    expect(await edit({ title: 'Renamed archived course', status: 'archived' })).toBe('archived');
    expect(await edit({ status: undefined })).toBe('archived');
    expect(await edit({ status: 'published' })).toBe('published');
    expect(await edit({ status: undefined })).toBe('published');
  });

  it('refuses to create a course already archived, and stores nothing', async () => {
    const title = 'Born archived course';
    const res = await admin.post('/api/courses', validCourse({ title, status: 'archived' }));
    expect(res.statusCode).toBe(400);
    expect(res.body.message).toBe(COURSE_MESSAGES.createArchived);
    expect(res.body.errors).toEqual({ status: COURSE_MESSAGES.createArchived });
    const stored = await t.database.db.select().from(courses).where(eq(courses.title, title));
    expect(stored).toHaveLength(0);
  });
});

describe('course content without a YouTube API key', () => {
  const playlist = 'https://www.youtube.com/playlist?list=PL12_PhysicsBoards1';
  const count = async () =>
    (await rowsOf(t.database.db, sql`select count(*)::int as n from courses`))[0];

  it('refuses a playlist link without its video links, saving nothing', async () => {
    const before = await count();
    const res = await admin.post(
      '/api/courses',
      validCourse({
        isFree: false,
        pricePaise: 999_00,
        courseLink: [{ link: playlist, position: 1 }],
      }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.body.message).toBe(COURSE_MESSAGES.playlistNeedsVideos);
    expect(res.body.errors).toEqual({ 'courseLink.0.videos': COURSE_MESSAGES.playlistNeedsVideos });
    expect(await count()).toEqual(before);

    const given = await admin.post(
      '/api/courses',
      validCourse({
        courseLink: [
          { link: playlist, position: 1, videos: [{ link: 'https://youtu.be/Nm9qW1eRtYu' }] },
        ],
      }),
    );
    expect(given.statusCode, JSON.stringify(given.body)).toBe(201);
    expect(given.body.data.lessonCount).toBe(1);
  });

  it('publishes a paid course only with a lesson; a draft may wait for its lessons', async () => {
    const empty = validCourse({ isFree: false, pricePaise: 499_00, courseLink: [] });
    const refused = await admin.post('/api/courses', empty);
    expect(refused.statusCode).toBe(400);
    expect(refused.body.errors).toEqual({ courseLink: COURSE_MESSAGES.paidNeedsLesson });
    const draft = await admin.post('/api/courses', { ...empty, status: 'draft' });
    expect(draft.statusCode, JSON.stringify(draft.body)).toBe(201);
    // Publishing the empty draft is refused too.
    const publish = await admin.put(`/api/courses/${draft.body.data._id}`, {
      ...empty,
      status: 'published',
    });
    expect(publish.statusCode).toBe(400);
    expect(publish.body.message).toBe(COURSE_MESSAGES.paidNeedsLesson);
  });
});
