// The demo speakers: preachers of past centuries whose sermons are in the public domain, the two
// placeholder names the API treats as non-real speakers, and invented present-day pastors.
import type { CatalogueLanguage } from './languages';

export interface SpeakerSeed {
  displayName: string;
  sortName: string;
  bio: string | null;
  groups: string[];
  /** historical: dated within their ministry; modern: preaches at home and visits; placeholder: never a person. */
  kind: 'historical' | 'modern' | 'placeholder';
  /** Years the speaker preached; the sermon dates fall within them. */
  activeFrom: number;
  activeTo: number;
  /** Broadcasters the speaker usually preaches for (the first is home). */
  home: string[];
  languageCode: CatalogueLanguage;
}

const historical = (
  displayName: string,
  sortName: string,
  groups: string[],
  activeFrom: number,
  activeTo: number,
  bio: string,
): SpeakerSeed => ({ displayName, sortName, bio, groups, kind: 'historical', activeFrom, activeTo, home: [], languageCode: 'en' });

const modern = (
  displayName: string,
  sortName: string,
  home: string[],
  activeFrom: number,
  languageCode: CatalogueLanguage,
  bio: string | null,
  groups: string[] = [],
): SpeakerSeed => ({ displayName, sortName, bio, groups, kind: 'modern', activeFrom, activeTo: 9999, home, languageCode });

export const VARIOUS_SPEAKERS = 'Various Speakers';
export const UNKNOWN_SPEAKER = 'Unknown Speaker';

export const SPEAKER_SEEDS: readonly SpeakerSeed[] = [
  historical('Charles H. Spurgeon', 'Spurgeon, Charles H.', ['classic', 'featured'], 1854, 1891,
    'Charles Haddon Spurgeon (1834–1892) was pastor of New Park Street Chapel and the Metropolitan Tabernacle in London for thirty-eight years. His printed sermons fill sixty-three volumes.'),
  historical('George Whitefield', 'Whitefield, George', ['classic'], 1736, 1770,
    'George Whitefield (1714–1770) was an Anglican evangelist whose open-air preaching in Britain and the American colonies drove the Great Awakening.'),
  historical('Jonathan Edwards', 'Edwards, Jonathan', ['classic', 'puritan'], 1722, 1757,
    'Jonathan Edwards (1703–1758), pastor at Northampton, Massachusetts, theologian of the Great Awakening and briefly president of the College of New Jersey.'),
  historical('J. C. Ryle', 'Ryle, J. C.', ['classic'], 1842, 1900,
    'John Charles Ryle (1816–1900) was the first Bishop of Liverpool and the author of Holiness, Knots Untied and Expository Thoughts on the Gospels.'),
  historical("Robert Murray M'Cheyne", "M'Cheyne, Robert Murray", ['classic'], 1836, 1843,
    "Robert Murray M'Cheyne (1813–1843), minister of St Peter's, Dundee, remembered for his holiness of life and his Bible reading calendar."),
  historical('John Bunyan', 'Bunyan, John', ['puritan'], 1655, 1688,
    'John Bunyan (1628–1688), the tinker of Bedford, preacher and prisoner for conscience, author of The Pilgrim’s Progress.'),
  historical('Thomas Watson', 'Watson, Thomas', ['puritan'], 1646, 1686,
    'Thomas Watson (c. 1620–1686), rector of St Stephen’s, Walbrook, ejected in 1662; author of A Body of Divinity and The Beatitudes.'),
  historical('John Owen', 'Owen, John', ['puritan'], 1643, 1683,
    'John Owen (1616–1683), theologian, chaplain to Cromwell and Vice-Chancellor of Oxford, author of The Mortification of Sin.'),
  historical('Richard Baxter', 'Baxter, Richard', ['puritan'], 1641, 1691,
    'Richard Baxter (1615–1691), pastor at Kidderminster and author of The Saints’ Everlasting Rest and The Reformed Pastor.'),
  historical('John Flavel', 'Flavel, John', ['puritan'], 1650, 1691,
    'John Flavel (1627–1691), Presbyterian minister at Dartmouth, author of Keeping the Heart and The Mystery of Providence.'),
  historical('Martin Luther', 'Luther, Martin', ['reformer'], 1512, 1546,
    'Martin Luther (1483–1546), professor at Wittenberg, whose Ninety-five Theses of 1517 began the Reformation.'),
  historical('John Calvin', 'Calvin, John', ['reformer'], 1536, 1564,
    'John Calvin (1509–1564), pastor in Geneva and author of the Institutes of the Christian Religion. He preached through whole books of the Bible almost daily.'),
  historical('Hugh Latimer', 'Latimer, Hugh', ['reformer'], 1529, 1555,
    'Hugh Latimer (c. 1487–1555), Bishop of Worcester, the plain-spoken preacher of the English Reformation, burned at Oxford in 1555.'),
  historical('John Knox', 'Knox, John', ['reformer'], 1547, 1572,
    'John Knox (c. 1514–1572), leader of the Reformation in Scotland and minister of St Giles’, Edinburgh.'),
  historical('D. L. Moody', 'Moody, D. L.', ['classic'], 1860, 1899,
    'Dwight Lyman Moody (1837–1899), Chicago shoe salesman turned evangelist, who preached to millions in America and Britain.'),
  historical('Alexander Maclaren', 'Maclaren, Alexander', ['classic'], 1846, 1903,
    'Alexander Maclaren (1826–1910), Baptist minister at Union Chapel, Manchester, for forty-five years; a prince of expository preachers.'),
  historical('Horatius Bonar', 'Bonar, Horatius', ['classic'], 1837, 1889,
    'Horatius Bonar (1808–1889), Free Church minister at Kelso and Edinburgh, hymn writer and author of God’s Way of Peace.'),
  historical('Samuel Davies', 'Davies, Samuel', ['classic'], 1747, 1761,
    'Samuel Davies (1723–1761), Presbyterian evangelist in colonial Virginia and fourth president of the College of New Jersey.'),

  { displayName: VARIOUS_SPEAKERS, sortName: VARIOUS_SPEAKERS, bio: null, groups: [], kind: 'placeholder', activeFrom: 1990, activeTo: 9999, home: [], languageCode: 'en' },
  { displayName: UNKNOWN_SPEAKER, sortName: UNKNOWN_SPEAKER, bio: null, groups: [], kind: 'placeholder', activeFrom: 1975, activeTo: 9999, home: [], languageCode: 'en' },

  modern('Daniel R. Whitaker', 'Whitaker, Daniel R.', ['gracecovenant'], 2004, 'en',
    'Daniel Whitaker has been pastor of Grace Covenant Church since 2004. He studied at Clemson and at seminary in Louisville, and is married with five children.', ['featured']),
  modern('Caleb Morrison', 'Morrison, Caleb', ['gracecovenant'], 2016, 'en',
    'Caleb Morrison serves as associate pastor at Grace Covenant, with responsibility for the evening services and the youth.'),
  modern('Jonathan Reiff', 'Reiff, Jonathan', ['trinityrbc'], 1998, 'en',
    'Jonathan Reiff has pastored Trinity Reformed Baptist Church in Lancaster since 1998.', ['choice']),
  modern('Matthew Stoltzfus', 'Stoltzfus, Matthew', ['trinityrbc'], 2012, 'en', 'Elder at Trinity RBC and a cabinet maker by trade.'),
  modern('Peter Vander Meer', 'Vander Meer, Peter', ['calvaryopc'], 2001, 'en',
    'Peter Vander Meer is pastor of Calvary Orthodox Presbyterian Church, Grand Rapids.'),
  modern('Aaron Dykstra', 'Dykstra, Aaron', ['calvaryopc'], 2018, 'en', 'Aaron Dykstra is a licentiate serving as pastoral intern at Calvary OPC.'),
  modern('Ethan Caldwell', 'Caldwell, Ethan', ['hopebiblechurch'], 2011, 'en', 'Ethan Caldwell planted Hope Bible Church in Bozeman in 2011.'),
  modern('Marcus Bell', 'Bell, Marcus', ['redeemerfw'], 2009, 'en',
    'Marcus Bell is senior pastor of Redeemer Baptist Church in Fort Worth and a former high-school football coach.', ['featured']),
  modern('Luis Herrera', 'Herrera, Luis', ['redeemerfw'], 2014, 'en', 'Luis Herrera leads Redeemer’s Spanish-language congregation and preaches in both languages.'),
  modern('Nathan Pryor', 'Pryor, Nathan', ['sovgracephx'], 2010, 'en', null),
  modern('Wesley Harmon', 'Harmon, Wesley', ['heritagebc'], 1994, 'en',
    'Wesley Harmon has been pastor of Heritage Baptist Church since 1994 and preaches regularly at camp meetings in the Blue Ridge.'),
  modern('James T. Colby', 'Colby, James T.', ['heritagebc'], 2005, 'en', 'Assistant pastor and principal of Heritage Christian School.'),
  modern('Andrew McFarland', 'McFarland, Andrew', ['westminsterrpc'], 2006, 'en',
    'Andrew McFarland is pastor of Westminster RPC in Pittsburgh and teaches Old Testament at a nearby seminary.'),
  modern('Timothy Lowe', 'Lowe, Timothy', ['pilgrimradio'], 2003, 'en', 'Timothy Lowe hosts Pilgrim Voice Daily and Ask the Pastor on Pilgrim Voice Radio.'),
  modern('Benjamin Hale', 'Hale, Benjamin', ['covenantacademy'], 2016, 'en', 'Headmaster of Covenant Christian Academy.'),
  modern('Richard Ellison', 'Ellison, Richard', ['hrts'], 2002, 'en',
    'Dr. Richard Ellison is professor of systematic theology and president of Heartland Reformed Theological Seminary.', ['choice']),
  modern('Joseph Mwangi', 'Mwangi, Joseph', ['hrts'], 2012, 'en',
    'Dr. Joseph Mwangi, born in Nyeri, Kenya, is professor of New Testament at Heartland Seminary.'),
  modern('Kyle Jorgensen', 'Jorgensen, Kyle', ['bereanak'], 2014, 'en', 'Kyle Jorgensen is pastor of Berean Bible Church and a volunteer chaplain to the fishing fleet.'),
  modern('Anthony Rivera', 'Rivera, Anthony', ['cornerstonefl'], 2015, 'en', 'Lead pastor of Cornerstone Community Church, Orlando.'),
  modern('Derek Simmons', 'Simmons, Derek', ['cornerstonefl'], 2019, 'en', 'Student pastor at Cornerstone.'),
  modern('Thomas Greer', 'Greer, Thomas', ['emmanuelrb'], 2003, 'en', 'Pastor of Emmanuel Reformed Baptist Church from 2003 until his retirement in 2025.'),
  modern('Jonathan Ashby', 'Ashby, Jonathan', ['boroughchapel'], 2005, 'en',
    'Jonathan Ashby has been minister of Borough Road Chapel since 2005. Before that he was a solicitor in the City.', ['featured']),
  modern('Oliver Pennington', 'Pennington, Oliver', ['boroughchapel'], 2017, 'en', 'Assistant minister at Borough Road Chapel.'),
  modern('Iain MacLeod', 'MacLeod, Iain', ['kirkhillfree'], 2008, 'en', 'Rev. Iain MacLeod, a native of Lewis, is minister of Kirkhill Free Church, Inverness.'),
  modern('Donald Mackay', 'Mackay, Donald', ['kirkhillfree'], 1985, 'en', 'Rev. Donald Mackay is a retired minister of the Free Church who still preaches across the Highlands.', ['choice']),
  modern('Rhys Griffiths', 'Griffiths, Rhys', ['ebenezeraber'], 2012, 'en', 'Pastor of Ebenezer Evangelical Church and chaplain to students in Aberystwyth.'),
  modern('Graham Fraser', 'Fraser, Graham', ['harbourlight'], 2013, 'en', 'Graham Fraser is pastor of Harbour Light Bible Church in Halifax.'),
  modern('Pierre-Luc Gagnon', 'Gagnon, Pierre-Luc', ['eglisegrace'], 2014, 'fr', 'Pasteur de l’Église réformée de la Grâce à Montréal depuis 2014.'),
  modern('Étienne Roy', 'Roy, Étienne', ['eglisegrace'], 2019, 'fr', 'Ancien et prédicateur laïque à l’Église de la Grâce.'),
  modern('Tobias Krüger', 'Krüger, Tobias', ['ebghamburg'], 2011, 'de', 'Tobias Krüger ist Pastor der Evangelischen Bibelgemeinde Hamburg.'),
  modern('Matthias Becker', 'Becker, Matthias', ['ebghamburg'], 2017, 'de', 'Ältester und Jugendreferent in der EBG Hamburg.'),
  modern('Johannes Weber', 'Weber, Johannes', ['efgsiegen'], 2016, 'de', 'Johannes Weber ist Pastor der EFG Siegen.'),
  modern('Liam Thompson', 'Thompson, Liam', ['hillsgrace'], 2015, 'en', 'Liam Thompson is minister of Hills Grace Church, Brisbane.'),
  modern('Craig Mitchell', 'Mitchell, Craig', ['swanvalleybc'], 2018, 'en', null),
  modern('Pieter van der Merwe', 'van der Merwe, Pieter', ['capegrace'], 2012, 'en',
    'Pieter van der Merwe grew up on a farm in the Karoo and has pastored Grace Fellowship in Cape Town since 2012.'),
  modern('Sipho Ndlovu', 'Ndlovu, Sipho', ['capegrace'], 2018, 'en', 'Sipho Ndlovu is an elder at Grace Fellowship and leads its church-planting work in Khayelitsha.'),
  modern('김성민', '김성민', ['seoulgrace'], 2013, 'ko', '서울은혜장로교회 담임목사. 총신대학교 신학대학원을 졸업했습니다.'),
  modern('이준호', '이준호', ['seoulgrace'], 2018, 'ko', '서울은혜장로교회 부목사. 새벽기도회 말씀을 맡고 있습니다.'),
  modern('Rafael Monteiro', 'Monteiro, Rafael', ['igrejagraca'], 2014, 'pt', 'Rafael Monteiro é pastor titular da Igreja Presbiteriana da Graça em São Paulo.'),
  modern('Lucas Almeida', 'Almeida, Lucas', ['igrejagraca'], 2019, 'pt', 'Pastor auxiliar e professor da escola bíblica dominical.'),
  modern('Tiago Ferreira', 'Ferreira, Tiago', ['batistarecife'], 2019, 'pt', null),
  modern('Alejandro Martín', 'Martín, Alejandro', ['iglesiagracia'], 2015, 'es', 'Alejandro Martín es pastor de la Iglesia Bíblica de la Gracia en Madrid.'),
  modern('David Navarro', 'Navarro, David', ['iglesiagracia'], 2020, 'es', 'Anciano de la Iglesia Bíblica de la Gracia.'),
  modern('Jorge Castillo', 'Castillo, Jorge', ['reformadagdl', 'redeemerfw'], 2017, 'es', 'Jorge Castillo es pastor de la Iglesia Reformada de Guadalajara.'),
  modern('Joel Santos', 'Santos, Joel', ['manilabible'], 2016, 'en', 'Joel Santos is pastor of Grace Bible Church of Manila and director of its pastoral training programme.'),
  modern('Mark Villanueva', 'Villanueva, Mark', ['manilabible'], 2020, 'en', 'Youth pastor at Grace Bible Church of Manila.'),
];
