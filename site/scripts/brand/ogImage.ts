/**
 * The social sharing image's composition (1200x630), drawn in the browser from the design
 * system's theme variables and web font: the tagline on the ink band beside a till-and-ticket
 * illustration. generate.ts screenshots it into public/og-image.jpg.
 */
import { vars } from '@rico/design-system';
import '@rico/design-system/web-font';
import { company } from '../../src/content/company';

const c = vars.color;
const [first = '', second = '', third = ''] = company.tagline.split(/(?<=\.) /);

const ticketLine = (width: string, colour: string) =>
  `<div style="height:12px;width:${width};border-radius:6px;background:${colour};margin-top:14px"></div>`;

const menuItem = (name: string, price: string) => `
  <div style="display:flex;justify-content:space-between;padding:12px 0;border-bottom:2px dashed ${c.borderSubtle};font-size:22px">
    <span>${name}</span><span style="font-weight:700">${price}</span>
  </div>`;

document.body.innerHTML = `
<div style="width:1200px;height:630px;position:relative;overflow:hidden;font-family:${vars.font.display};
  background:${c.inverse};color:${c.onInverse};
  background-image:linear-gradient(rgb(255 255 255 / 0.04) 1px, transparent 1px),
    linear-gradient(90deg, rgb(255 255 255 / 0.04) 1px, transparent 1px);background-size:40px 40px">
  <div style="position:absolute;right:-120px;top:-160px;width:620px;height:620px;border-radius:50%;
    background:radial-gradient(circle, ${c.highlight} 0%, transparent 70%);opacity:0.55"></div>
  <div style="position:absolute;left:72px;top:72px;width:600px">
    <div style="display:flex;align-items:center;gap:16px;font-size:28px;font-weight:700;color:${c.onInverse}">
      <span style="width:44px;height:44px;border-radius:12px;background:${c.accent};display:inline-block"></span>
      ${company.name}
    </div>
    <div style="margin-top:56px;font-size:76px;line-height:1.04;font-weight:800;letter-spacing:-0.02em">
      <div>${first}</div><div>${second}</div><div style="color:${c.focusOnInverse}">${third}</div>
    </div>
    <div style="margin-top:40px;font-size:22px;color:${c.inverseMuted}">
      EPOS · Table ordering · Kitchen displays · Digital marketing
    </div>
  </div>
  <div style="position:absolute;left:760px;top:96px;width:360px;height:470px;border-radius:36px;
    background:${c.surfaceRaised};border:14px solid #0B121B;box-shadow:0 30px 60px rgb(0 0 0 / 0.35);
    color:${c.ink};padding:28px;box-sizing:border-box;transform:rotate(4deg)">
    <div style="font-size:26px;font-weight:800">Table 12</div>
    <div style="font-size:18px;color:${c.inkMuted};margin-top:4px">Scan · Order · Pay</div>
    ${menuItem('Margherita', '£9.50')}${menuItem('Caesar salad', '£7.00')}${menuItem('Lemonade', '£3.20')}
    <div style="margin-top:28px;height:64px;border-radius:16px;background:${c.accent};color:${c.onAccent};
      display:flex;align-items:center;justify-content:center;font-size:24px;font-weight:700">Send to kitchen</div>
  </div>
  <div style="position:absolute;left:985px;top:505px;width:190px;padding:22px;border-radius:10px;
    background:${c.surface};box-shadow:0 18px 40px rgb(0 0 0 / 0.3);transform:rotate(8deg);box-sizing:border-box">
    <div style="font-size:18px;font-weight:800;color:${c.highlight}">KITCHEN #042</div>
    ${ticketLine('100%', c.ink)}${ticketLine('70%', c.inkMuted)}${ticketLine('85%', c.inkMuted)}${ticketLine('55%', c.accent)}
  </div>
</div>`;
document.body.style.margin = '0';
// generate.ts waits for this before it waits for the fonts.
document.body.dataset.ready = 'true';
