import { describe, expect, it } from 'vitest';
import { parseQuickAdd } from './parse';
import type { QuickAddContext, QuickAddResult } from './types';

// Thursday 26 November 2026, 11:30 in Berlin; weeks start on Monday.
const CONTEXT: QuickAddContext = {
  now: new Date('2026-11-26T10:30:00Z'),
  timeZone: 'Europe/Berlin',
  weekStart: 1,
  names: [
    { id: 'work', name: 'Work' },
    { id: 'family', name: 'Family' },
    { id: 'cafe', name: 'Café' },
    { id: 'deep', name: 'Deep Work' },
    { id: 'home', name: 'home' },
    { id: 'sao', name: 'São Paulo trip' },
  ],
};

interface Expected {
  title: string;
  due?: string | string[];
  time?: string;
  /** FREQ/INTERVAL, then /UNTIL, then /weekdays when the series names days. */
  repeat?: string;
  /** The matched id, or '+Name' for a new one. */
  tag?: string;
  estimate?: number;
  remind?: number;
}

function summary(result: QuickAddResult): Expected {
  const { repeat, tag } = result;
  const days = result.dueDates;
  return {
    title: result.title,
    ...(days.length === 0 ? {} : { due: days.length === 1 ? days[0] : days }),
    ...(result.time === null ? {} : { time: result.time }),
    ...(repeat === null
      ? {}
      : {
          repeat: [
            `${repeat.freq}/${repeat.interval}`,
            repeat.until,
            repeat.weekdays.length > 0 ? repeat.weekdays.join(',') : null,
          ]
            .filter((part) => part !== null)
            .join('/'),
        }),
    ...(tag === null ? {} : { tag: tag.match ? tag.match.id : `+${tag.name}` }),
    ...(result.estimate === null ? {} : { estimate: result.estimate }),
    ...(result.remindBefore === null ? {} : { remind: result.remindBefore }),
  };
}

const PHRASES: [string, Expected][] = [
  // The phrases
  [
    'Write report friday 9am every week #Work ~4',
    {
      title: 'Write report',
      due: '2026-11-27',
      time: '09:00',
      repeat: 'WEEKLY/1',
      tag: 'work',
      estimate: 4,
    },
  ],
  [
    'Call Ana tomorrow 6pm every week #Family ~3 remind 15m before',
    {
      title: 'Call Ana',
      due: '2026-11-27',
      time: '18:00',
      repeat: 'WEEKLY/1',
      tag: 'family',
      estimate: 3,
      remind: 15,
    },
  ],
  // Plain text stays plain
  ['Meet at 5th avenue', { title: 'Meet at 5th avenue' }],
  ['Buy 3 eggs', { title: 'Buy 3 eggs' }],
  ['#1 priority', { title: '#1 priority' }],
  ['Read chapter 12', { title: 'Read chapter 12' }],
  ['Fix bug 404', { title: 'Fix bug 404' }],
  ['Pack sun cream', { title: 'Pack sun cream' }],
  ['Update the sat nav', { title: 'Update the sat nav' }],
  ['Order 2 pizzas', { title: 'Order 2 pizzas' }],
  ['Call 555 1234', { title: 'Call 555 1234' }],
  ['Prepare the Q4 budget', { title: 'Prepare the Q4 budget' }],
  ['Write 3rd chapter', { title: 'Write 3rd chapter' }],
  ['Email about issue #42', { title: 'Email about issue #42' }],
  ['Price is ~ 3 euros', { title: 'Price is ~ 3 euros' }],
  ['Approx~3 things', { title: 'Approx~3 things' }],
  ['Read every word', { title: 'Read every word' }],
  ['Remind Tom about the keys', { title: 'Remind Tom about the keys' }],
  ['Plan the weekly review', { title: 'Plan the weekly review' }],
  ['Send the daily report', { title: 'Send the daily report' }],
  ['Tidy desk', { title: 'Tidy desk' }],
  ['C# course', { title: 'C# course' }],
  ['Room 101 setup', { title: 'Room 101 setup' }],
  // Days
  ['Pay bills today', { title: 'Pay bills', due: '2026-11-26' }],
  ['Pay bills tomorrow', { title: 'Pay bills', due: '2026-11-27' }],
  ['Dinner tonight', { title: 'Dinner', due: '2026-11-26' }],
  ['Meeting on friday', { title: 'Meeting', due: '2026-11-27' }],
  ['Meeting friday', { title: 'Meeting', due: '2026-11-27' }],
  ['Meeting Friday', { title: 'Meeting', due: '2026-11-27' }],
  ['Meeting fri', { title: 'Meeting', due: '2026-11-27' }],
  ['Shop saturday', { title: 'Shop', due: '2026-11-28' }],
  ['Church sunday', { title: 'Church', due: '2026-11-29' }],
  ['Standup monday', { title: 'Standup', due: '2026-11-30' }],
  ['Standup mon', { title: 'Standup', due: '2026-11-30' }],
  ['Gym tuesday', { title: 'Gym', due: '2026-12-01' }],
  ['Gym tue', { title: 'Gym', due: '2026-12-01' }],
  ['Swim wednesday', { title: 'Swim', due: '2026-12-02' }],
  ['Swim wed', { title: 'Swim', due: '2026-12-02' }],
  ['Review next monday', { title: 'Review', due: '2026-11-30' }],
  ['Plan next week', { title: 'Plan', due: '2026-11-30' }],
  ['Review this week', { title: 'Review', due: '2026-11-29' }],
  ['Report in 3 days', { title: 'Report', due: '2026-11-29' }],
  ['Report in 2 weeks', { title: 'Report', due: '2026-12-10' }],
  ['Trip Dec 5', { title: 'Trip', due: '2026-12-05' }],
  ['Trip December 5', { title: 'Trip', due: '2026-12-05' }],
  ['Trip 5 December', { title: 'Trip', due: '2026-12-05' }],
  ['Trip on Dec 5th', { title: 'Trip', due: '2026-12-05' }],
  ['Taxes April 15', { title: 'Taxes', due: '2027-04-15' }],
  ['Birthday Jan 3', { title: 'Birthday', due: '2027-01-03' }],
  ['Party Dec 31', { title: 'Party', due: '2026-12-31' }],
  ['Renew passport 2027-03-01', { title: 'Renew passport', due: '2027-03-01' }],
  ['Visit the dentist on 12/3', { title: 'Visit the dentist', due: '2026-12-03' }],
  ['Prepare talk the day after tomorrow', { title: 'Prepare talk', due: '2026-11-28' }],
  ['Hike this weekend', { title: 'Hike', due: '2026-11-28' }],
  ['Tomorrow call the bank', { title: 'call the bank', due: '2026-11-27' }],
  ['Friday: send invoice', { title: ': send invoice', due: '2026-11-27' }],
  // Times
  ['Call mom at 5pm', { title: 'Call mom', due: '2026-11-26', time: '17:00' }],
  ['Call mom 5pm', { title: 'Call mom', due: '2026-11-26', time: '17:00' }],
  ['Call mom at 5 pm', { title: 'Call mom', due: '2026-11-26', time: '17:00' }],
  ['Call mom at 17:00', { title: 'Call mom', due: '2026-11-26', time: '17:00' }],
  ['Breakfast at 8am', { title: 'Breakfast', due: '2026-11-27', time: '08:00' }],
  ['Breakfast 8:15am', { title: 'Breakfast', due: '2026-11-27', time: '08:15' }],
  ['Lunch at noon', { title: 'Lunch', due: '2026-11-26', time: '12:00' }],
  ['Backup at midnight', { title: 'Backup', due: '2026-11-27', time: '00:00' }],
  ['Standup 9:30', { title: 'Standup', due: '2026-11-27', time: '09:30' }],
  ['Call at 11:45', { title: 'Call', due: '2026-11-26', time: '11:45' }],
  ['Call at 11:15', { title: 'Call', due: '2026-11-27', time: '11:15' }],
  ['Call at 11:31', { title: 'Call', due: '2026-11-26', time: '11:31' }],
  ['Pick up kids 3:30pm', { title: 'Pick up kids', due: '2026-11-26', time: '15:30' }],
  ['Pick up kids at 15:30', { title: 'Pick up kids', due: '2026-11-26', time: '15:30' }],
  // Days and times
  ['Dentist tomorrow at 10am', { title: 'Dentist', due: '2026-11-27', time: '10:00' }],
  ['Dentist tomorrow 10am', { title: 'Dentist', due: '2026-11-27', time: '10:00' }],
  ['Dentist tomorrow at 10:30', { title: 'Dentist', due: '2026-11-27', time: '10:30' }],
  ['Dentist 10am tomorrow', { title: 'Dentist', due: '2026-11-27', time: '10:00' }],
  ['Dentist at 10am tomorrow', { title: 'Dentist', due: '2026-11-27', time: '10:00' }],
  ['Sync friday 9am', { title: 'Sync', due: '2026-11-27', time: '09:00' }],
  ['Sync 9am friday', { title: 'Sync', due: '2026-11-27', time: '09:00' }],
  ['Sync friday at 2pm', { title: 'Sync', due: '2026-11-27', time: '14:00' }],
  ['Sync monday at 14:00', { title: 'Sync', due: '2026-11-30', time: '14:00' }],
  ['Flight Dec 5 at 14:30', { title: 'Flight', due: '2026-12-05', time: '14:30' }],
  ['Flight December 20 7am', { title: 'Flight', due: '2026-12-20', time: '07:00' }],
  ['Review today at 4pm', { title: 'Review', due: '2026-11-26', time: '16:00' }],
  ['Review today 6pm', { title: 'Review', due: '2026-11-26', time: '18:00' }],
  ['Call tonight at 8pm', { title: 'Call', due: '2026-11-26', time: '20:00' }],
  ['Drinks saturday 7pm', { title: 'Drinks', due: '2026-11-28', time: '19:00' }],
  ['Run sunday 8am', { title: 'Run', due: '2026-11-29', time: '08:00' }],
  ['Pitch tuesday 11am', { title: 'Pitch', due: '2026-12-01', time: '11:00' }],
  ['Lunch with Sam friday at noon', { title: 'Lunch with Sam', due: '2026-11-27', time: '12:00' }],
  // Repeats
  ['Stretch every day', { title: 'Stretch', due: '2026-11-26', repeat: 'DAILY/1' }],
  ['Stretch daily', { title: 'Stretch', due: '2026-11-26', repeat: 'DAILY/1' }],
  ['Stretch every 3 days', { title: 'Stretch', due: '2026-11-26', repeat: 'DAILY/3' }],
  ['Stretch every other day', { title: 'Stretch', due: '2026-11-26', repeat: 'DAILY/2' }],
  ['Review every week', { title: 'Review', due: '2026-11-26', repeat: 'WEEKLY/1' }],
  ['Review weekly', { title: 'Review', due: '2026-11-26', repeat: 'WEEKLY/1' }],
  ['Water plants every 2 weeks', { title: 'Water plants', due: '2026-11-26', repeat: 'WEEKLY/2' }],
  [
    'Water plants every other week',
    { title: 'Water plants', due: '2026-11-26', repeat: 'WEEKLY/2' },
  ],
  ['Invoice every month', { title: 'Invoice', due: '2026-11-26', repeat: 'MONTHLY/1' }],
  ['Invoice monthly', { title: 'Invoice', due: '2026-11-26', repeat: 'MONTHLY/1' }],
  ['Invoice every 3 months', { title: 'Invoice', due: '2026-11-26', repeat: 'MONTHLY/3' }],
  [
    'Pay rent every month on the 1st',
    { title: 'Pay rent', due: '2026-12-01', repeat: 'MONTHLY/1' },
  ],
  [
    'Pay rent every month on the 26th',
    { title: 'Pay rent', due: '2026-11-26', repeat: 'MONTHLY/1' },
  ],
  [
    'Pay rent every month on the 30th',
    { title: 'Pay rent', due: '2026-11-30', repeat: 'MONTHLY/1' },
  ],
  [
    'Pay rent every 2 months on the 15th',
    { title: 'Pay rent', due: '2026-12-15', repeat: 'MONTHLY/2' },
  ],
  ['Pay rent every 1st', { title: 'Pay rent', due: '2026-12-01', repeat: 'MONTHLY/1' }],
  ['Salary every 25th of the month', { title: 'Salary', due: '2026-12-25', repeat: 'MONTHLY/1' }],
  ['Check-up every year', { title: 'Check-up', due: '2026-11-26', repeat: 'YEARLY/1' }],
  ['Check-up yearly', { title: 'Check-up', due: '2026-11-26', repeat: 'YEARLY/1' }],
  ['Check-up annually', { title: 'Check-up', due: '2026-11-26', repeat: 'YEARLY/1' }],
  ['Check-up every 2 years', { title: 'Check-up', due: '2026-11-26', repeat: 'YEARLY/2' }],
  ['Gym every monday', { title: 'Gym', due: '2026-11-30', repeat: 'WEEKLY/1/1' }],
  ['Gym every Mondays', { title: 'Gym', due: '2026-11-30', repeat: 'WEEKLY/1/1' }],
  ['Gym every thursday', { title: 'Gym', due: '2026-11-26', repeat: 'WEEKLY/1/4' }],
  ['Gym every sunday', { title: 'Gym', due: '2026-11-29', repeat: 'WEEKLY/1/0' }],
  ['Clean every other sunday', { title: 'Clean', due: '2026-11-29', repeat: 'WEEKLY/2/0' }],
  [
    'Gym every Monday and Thursday',
    { title: 'Gym', due: ['2026-11-26', '2026-11-30'], repeat: 'WEEKLY/1/1,4' },
  ],
  [
    'Gym every mon, wed and fri',
    { title: 'Gym', due: ['2026-11-27', '2026-11-30', '2026-12-02'], repeat: 'WEEKLY/1/1,3,5' },
  ],
  [
    'Gym every tue & thu',
    { title: 'Gym', due: ['2026-11-26', '2026-12-01'], repeat: 'WEEKLY/1/2,4' },
  ],
  [
    'Stretch every weekday',
    {
      title: 'Stretch',
      due: ['2026-11-26', '2026-11-27', '2026-11-30', '2026-12-01', '2026-12-02'],
      repeat: 'WEEKLY/1/1,2,3,4,5',
    },
  ],
  [
    'Stretch every workday',
    {
      title: 'Stretch',
      due: ['2026-11-26', '2026-11-27', '2026-11-30', '2026-12-01', '2026-12-02'],
      repeat: 'WEEKLY/1/1,2,3,4,5',
    },
  ],
  [
    'Laundry every weekend',
    { title: 'Laundry', due: ['2026-11-28', '2026-11-29'], repeat: 'WEEKLY/1/6,0' },
  ],
  ['Sync every 2 weeks on monday', { title: 'Sync', due: '2026-11-30', repeat: 'WEEKLY/2/1' }],
  [
    'Sync every week on tuesday and friday',
    { title: 'Sync', due: ['2026-11-27', '2026-12-01'], repeat: 'WEEKLY/1/2,5' },
  ],
  // Repeats with an end
  [
    'Gym every Monday and Thursday until Dec 31',
    { title: 'Gym', due: ['2026-11-26', '2026-11-30'], repeat: 'WEEKLY/1/2026-12-31/1,4' },
  ],
  [
    'Stretch every day until Dec 31',
    { title: 'Stretch', due: '2026-11-26', repeat: 'DAILY/1/2026-12-31' },
  ],
  [
    'Stretch daily until January 15',
    { title: 'Stretch', due: '2026-11-26', repeat: 'DAILY/1/2027-01-15' },
  ],
  [
    'Review weekly until 2027-06-30',
    { title: 'Review', due: '2026-11-26', repeat: 'WEEKLY/1/2027-06-30' },
  ],
  ['Review until Dec 31', { title: 'Review until', due: '2026-12-31' }],
  [
    'Gym every monday until Dec 31 6pm',
    { title: 'Gym', due: '2026-11-30', time: '18:00', repeat: 'WEEKLY/1/2026-12-31/1' },
  ],
  ['Stay until the end', { title: 'Stay until the end' }],
  [
    'Stretch every day until further notice',
    { title: 'Stretch until further notice', due: '2026-11-26', repeat: 'DAILY/1' },
  ],
  // Repeats with days and times
  [
    'Standup every weekday at 9:30',
    {
      title: 'Standup',
      due: ['2026-11-26', '2026-11-27', '2026-11-30', '2026-12-01', '2026-12-02'],
      time: '09:30',
      repeat: 'WEEKLY/1/1,2,3,4,5',
    },
  ],
  ['Standup daily 9am', { title: 'Standup', due: '2026-11-26', time: '09:00', repeat: 'DAILY/1' }],
  ['Meds every day at 8pm', { title: 'Meds', due: '2026-11-26', time: '20:00', repeat: 'DAILY/1' }],
  [
    'Retro every 2 weeks friday 3pm',
    { title: 'Retro', due: '2026-11-27', time: '15:00', repeat: 'WEEKLY/2' },
  ],
  [
    'Review every monday 10am',
    { title: 'Review', due: '2026-11-30', time: '10:00', repeat: 'WEEKLY/1/1' },
  ],
  [
    'Rent every month on the 1st at 9am',
    { title: 'Rent', due: '2026-12-01', time: '09:00', repeat: 'MONTHLY/1' },
  ],
  [
    'Report every week starting tomorrow',
    { title: 'Report starting', due: '2026-11-27', repeat: 'WEEKLY/1' },
  ],
  // Projects
  ['Plan sprint #Work', { title: 'Plan sprint', tag: 'work' }],
  ['Plan sprint #work', { title: 'Plan sprint', tag: 'work' }],
  ['Plan sprint #WORK', { title: 'Plan sprint', tag: 'work' }],
  ['#Work plan sprint', { title: 'plan sprint', tag: 'work' }],
  ['Plan #Work sprint', { title: 'Plan sprint', tag: 'work' }],
  ['Coffee #cafe', { title: 'Coffee', tag: 'cafe' }],
  ['Coffee #Café', { title: 'Coffee', tag: 'cafe' }],
  ['Coffee #CAFÉ', { title: 'Coffee', tag: 'cafe' }],
  ['Focus #deep work', { title: 'Focus', tag: 'deep' }],
  ['Focus #Deep Work ~2', { title: 'Focus', tag: 'deep', estimate: 2 }],
  ['Focus #deep', { title: 'Focus', tag: '+deep' }],
  ['Tickets #sao paulo trip', { title: 'Tickets', tag: 'sao' }],
  ['Tickets #São', { title: 'Tickets', tag: '+São' }],
  ['Clean #Home', { title: 'Clean', tag: 'home' }],
  ['Clean #homework', { title: 'Clean', tag: '+homework' }],
  ['Buy gift #Birthdays', { title: 'Buy gift', tag: '+Birthdays' }],
  ['Buy gift #side-project', { title: 'Buy gift', tag: '+side-project' }],
  ['Read #Work, then rest', { title: 'Read , then rest', tag: 'work' }],
  ['Read #Work #Family', { title: 'Read #Family', tag: 'work' }],
  ['Fix a#b', { title: 'Fix a#b' }],
  // Estimates
  ['Write essay ~3', { title: 'Write essay', estimate: 3 }],
  ['Write essay ~0', { title: 'Write essay', estimate: 0 }],
  ['Write essay ~12', { title: 'Write essay', estimate: 12 }],
  ['Write essay ~99', { title: 'Write essay', estimate: 99 }],
  ['Write essay ~100', { title: 'Write essay ~100' }],
  ['~2 Write essay', { title: 'Write essay', estimate: 2 }],
  ['Write ~2 essays ~3', { title: 'Write essays ~3', estimate: 2 }],
  // Reminders
  [
    'Call Ana 6pm remind 15m before',
    { title: 'Call Ana', due: '2026-11-26', time: '18:00', remind: 15 },
  ],
  [
    'Call Ana 6pm remind me 30 min before',
    { title: 'Call Ana', due: '2026-11-26', time: '18:00', remind: 30 },
  ],
  [
    'Call Ana 6pm remind 1h before',
    { title: 'Call Ana', due: '2026-11-26', time: '18:00', remind: 60 },
  ],
  [
    'Call Ana 6pm remind 2 hours before',
    { title: 'Call Ana', due: '2026-11-26', time: '18:00', remind: 120 },
  ],
  [
    'Call Ana friday 6pm remind 1 day before',
    { title: 'Call Ana', due: '2026-11-27', time: '18:00', remind: 1440 },
  ],
  [
    'Call Ana 6pm remind 5 minutes before',
    { title: 'Call Ana', due: '2026-11-26', time: '18:00', remind: 5 },
  ],
  [
    'Call Ana tomorrow remind 15m before',
    { title: 'Call Ana remind 15m before', due: '2026-11-27' },
  ],
  ['Call Ana remind 15m before', { title: 'Call Ana remind 15m before' }],
  // Everything together, in any order
  [
    '#Work ~2 Review PRs every weekday 10am',
    {
      title: 'Review PRs',
      due: ['2026-11-26', '2026-11-27', '2026-11-30', '2026-12-01', '2026-12-02'],
      time: '10:00',
      repeat: 'WEEKLY/1/1,2,3,4,5',
      tag: 'work',
      estimate: 2,
    },
  ],
  [
    'Budget #Family every month on the 1st 8pm ~1 remind 1h before',
    {
      title: 'Budget',
      due: '2026-12-01',
      time: '20:00',
      repeat: 'MONTHLY/1',
      tag: 'family',
      estimate: 1,
      remind: 60,
    },
  ],
  [
    'Piano lesson every tuesday 5pm until Dec 31 #Family',
    {
      title: 'Piano lesson',
      due: '2026-12-01',
      time: '17:00',
      repeat: 'WEEKLY/1/2026-12-31/2',
      tag: 'family',
    },
  ],
  [
    'Ship release Dec 5 9am #Work ~8 remind 30m before',
    {
      title: 'Ship release',
      due: '2026-12-05',
      time: '09:00',
      tag: 'work',
      estimate: 8,
      remind: 30,
    },
  ],
  [
    'Plan the week #Work next week ~2',
    { title: 'Plan the week', due: '2026-11-30', tag: 'work', estimate: 2 },
  ],
  [
    'Coffee with Léa friday 4pm #Café',
    { title: 'Coffee with Léa', due: '2026-11-27', time: '16:00', tag: 'cafe' },
  ],
  ['   Stretch    every day   ', { title: 'Stretch', due: '2026-11-26', repeat: 'DAILY/1' }],
  ['', { title: '' }],
];

describe('parseQuickAdd', () => {
  it('has at least 150 phrases in its table', () => {
    expect(PHRASES.length).toBeGreaterThanOrEqual(150);
  });

  it.each(PHRASES)('reads "%s"', (phrase, expected) => {
    expect(summary(parseQuickAdd(phrase, CONTEXT))).toEqual(expected);
  });
});
