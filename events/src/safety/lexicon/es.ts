/** Spanish -> English, written by hand (`index.ts`): `<form>\t<gloss>` per line. */
export const ES = `
el\tthe
la\tthe
los\tthe
las\tthe
lo\tit
un\ta
una\ta
uno\tone
unos\tsome
unas\tsome
al\tto the
del\tof the
yo\ti
tú\tyou
usted\tyou
ustedes\tyou
vos\tyou
él\the
ella\tshe
ello\tit
nosotros\twe
nosotras\twe
vosotros\tyou
vosotras\tyou
ellos\tthey
ellas\tthey
me\tme
te\tyou
se\tit
nos\tus
os\tyou
le\thim
les\tthem
mí\tme
ti\tyou
conmigo\twith me
contigo\twith you
consigo\ti get
mi\tmy
mis\tmy
tu\tyour
tus\tyour
su\this
sus\ttheir
nuestro\tour
nuestra\tour
nuestros\tour
nuestras\tour
vuestro\tyour
vuestra\tyour
vuestros\tyour
vuestras\tyour
mío\tmine
mía\tmine
míos\tmine
mías\tmine
tuyo\tyours
tuya\tyours
tuyos\tyours
tuyas\tyours
suyo\this
suya\ther
suyos\ttheir
suyas\ttheir
este\tthis
esta\tthis
estos\tthese
estas\tthese
esto\tthis
ese\tthat
esa\tthat
esos\tthose
esas\tthose
eso\tthat
aquel\tthat
aquella\tthat
aquellos\tthose
aquellas\tthose
aquello\tthat
a\tto
ante\tbefore
bajo\tunder
con\twith
contra\tagainst
de\tof
desde\tfrom
durante\tduring
en\tin
entre\tbetween
hacia\ttoward
hasta\tuntil
mediante\tthrough
para\tfor
pa\tfor
por\tfor
según\taccording
sin\twithout
sobre\tabout
tras\tafter
vía\tvia
y\tand
e\tand
o\tor
u\tor
ni\tnor
pero\tbut
sino\tbut
mas\tmore
aunque\tthough
porque\tbecause
pues\tsince
que\tthat
si\tif
cuando\twhen
mientras\twhile
como\thow
entonces\tthen
luego\tthen
así\tso
tampoco\tneither
también\talso
además\talso
ya\talready
todavía\tstill
aún\tstill
aun\teven
incluso\teven
solo\tonly
sólo\tonly
solamente\tonly
únicamente\tonly
tan\tso
tanto\tmuch
tanta\tmuch
tantos\tmany
tantas\tmany
muy\tvery
más\tmore
menos\tless
bien\twell
mal\tbad
mejor\tbest
mejores\tbest
peor\tworse
peores\tworse
siempre\talways
nunca\tnever
jamás\tnever
casi\talmost
quizás\tmaybe
quizá\tmaybe
tal\tsuch
talvez\tmaybe
acaso\tperhaps
ahora\tnow
ahorita\tnow
hoy\ttoday
mañana\ttomorrow
ayer\tyesterday
anoche\tlast night
aquí\there
acá\there
ahí\tthere
allí\tthere
allá\tthere
cerca\tnear
lejos\tfar
dentro\tinside
adentro\tinside
fuera\toutside
afuera\toutside
arriba\tup
abajo\tdown
antes\tbefore
después\tafter
despues\tafter
pronto\tsoon
tarde\tlate
temprano\tearly
sí\tyes
no\tnot
nada\tnothing
nadie\tnobody
alguien\tsomeone
algo\tsomething
alguno\tsome
alguna\tsome
algunos\tsome
algunas\tsome
algún\tany
ningún\tno
ninguno\tnone
ninguna\tnone
todo\teverything
toda\tall
todos\teveryone
todas\tall
cada\teach
otro\tother
otra\tother
otros\tother
otras\tother
mismo\tsame
misma\tsame
mismos\tsame
mismas\tsame
cualquier\tany
cualquiera\tanyone
cualesquiera\tany
demás\telse
varios\tseveral
varias\tseveral
mucho\tmuch
mucha\tmuch
muchos\tmany
muchas\tmany
poco\tlittle
poca\tlittle
pocos\tfew
pocas\tfew
bastante\tenough
suficiente\tenough
suficientes\tenough
demasiado\ttoo
demasiada\ttoo
demasiados\ttoo many
demasiadas\ttoo many
ambos\tboth
ambas\tboth
qué\twhat
cómo\thow
dónde\twhere
donde\twhere
adónde\twhere
adonde\twhere
cuál\twhich
cuáles\twhich
cual\twhich
cuales\twhich
quién\twho
quiénes\twho
quien\twho
quienes\twho
cuándo\twhen
cuánto\thow much
cuánta\thow much
cuántos\thow many
cuántas\thow many
cuanto\thow much
porqué\twhy
xq\twhy
pq\twhy
cuyo\twhose
cuya\twhose
ser\tbe
soy\ti am
eres\tyou are
es\tis
somos\twe are
son\tare
sois\tyou are
era\twas
eras\tyou were
éramos\twe were
eran\twere
fui\ti was
fuiste\tyou were
fue\twas
fuimos\twe were
fueron\twere
sea\tbe
seas\tbe
sean\tbe
sería\twould be
serían\twould be
será\twill be
serán\twill be
sido\tbeen
siendo\tbeing
sé\ti know
estar\tbe
estoy\ti am
estás\tyou are
está\tis
estamos\twe are
están\tare
estaba\twas
estabas\tyou were
estábamos\twe were
estaban\twere
estuve\ti was
estuvo\twas
estuvieron\twere
esté\tbe
estés\tbe
estén\tbe
estaría\twould be
estado\tbeen
estando\tbeing
haber\thave
hay\tthere is
había\tthere was
hubo\tthere was
habrá\tthere will
habría\twould have
he\ti have
has\tyou have
ha\thas
hemos\twe have
han\thave
haya\thave
hayan\thave
habido\tbeen
ir\tgo
voy\ti go
vas\tyou go
va\tgoes
vamos\twe go
vais\tyou go
van\tthey go
ve\tgo
vaya\tgo
vayan\tgo
vete\tgo away
vámonos\tlet go
iba\twas going
ibas\tyou were going
íbamos\twe were going
iban\twere going
yendo\tgoing
ido\tgone
iré\ti will go
irá\twill go
poder\tcan
puedo\tcan i
puedes\tcan you
puede\tcan
podemos\tcan we
pueden\tcan they
podéis\tcan you
podría\tcould
podrías\tcould you
podríamos\tcould we
podrían\tcould they
pude\ti could
pudiste\tyou could
pudo\tcould
pudieron\tcould
pueda\tcan
puedas\tcan
puedan\tcan
podré\ti will be able
podrá\twill be able
podido\tbeen able
pudiendo\tbeing able
deber\tshould
debo\tshould i
debes\tshould you
debe\tshould
debemos\tshould we
deben\tshould
debería\tshould
deberías\tshould you
deberíamos\tshould we
deberían\tshould
debí\tshould have
debió\tshould have
debido\tdue
tener\thave
tengo\ti have
tienes\tyou have
tiene\thas
tenemos\twe have
tienen\tthey have
tenía\thad
tenías\tyou had
teníamos\twe had
tenían\tthey had
tuve\ti had
tuviste\tyou had
tuvo\thad
tuvimos\twe had
tuvieron\tthey had
tenga\thave
tengas\thave
tengan\thave
tendría\twould have
tendré\ti will have
tenido\thad
teniendo\thaving
ten\thave
querer\twant
quiero\ti want
quieres\tyou want
quiere\twants
queremos\twe want
quieren\tthey want
queréis\tyou want
quería\ti wanted
querías\tyou wanted
queríamos\twe wanted
querían\tthey wanted
quise\ti wanted
quiso\twanted
quisiera\ti would like
quisieras\tyou would like
querría\twould want
quiera\twant
quieras\twant
quieran\twant
querido\tdear
queriendo\twanting
necesitar\tneed
necesito\ti need
necesitas\tyou need
necesita\tneeds
necesitamos\twe need
necesitan\tthey need
necesitaba\ti needed
necesité\ti needed
necesitó\tneeded
necesitaría\twould need
necesite\tneed
necesiten\tneed
necesitando\tneeding
necesitado\tneeded
necesidad\tneed
necesario\tnecessary
necesaria\tnecessary
necesarios\tnecessary
necesarias\tnecessary
porfa\tplease
porfavor\tplease
favor\tplease
plis\tplease
pls\tplease
gracias\tthanks
hola\thello
oye\they
ok\tokay
okey\tokay
vale\tokay
bueno\tgood
sale\tokay
neta\treally
verdad\ttruth
claro\tsure
obvio\tobviously
exactamente\texactly
exacto\texact
exacta\texact
exactos\texact
exactas\texact
realmente\treally
deveras\treally
solito\talone
matar\tkill
mato\ti kill
matas\tyou kill
mata\tkill
matamos\twe kill
matan\tthey kill
mate\tkill
maten\tkill
mates\tkill
matando\tkilling
matado\tkilled
matada\tkilled
matados\tkilled
maté\ti killed
mataste\tyou killed
mató\tkilled
mataron\tthey killed
mataría\twould kill
mataré\ti will kill
matará\twill kill
matarlo\tkill him
matarla\tkill her
matarlos\tkill them
matarlas\tkill them
matarle\tkill him
matarles\tkill them
matarme\tkill myself
matarte\tkill yourself
matarse\tkill self
matarnos\tkill us
mátalo\tkill him
mátala\tkill her
mátalos\tkill them
mátame\tkill me
mátate\tkill yourself
mátelo\tkill him
mátenlo\tkill him
matándolo\tkilling him
matándola\tkilling her
matándome\tkilling myself
matanza\tslaughter
matanzas\tslaughter
matón\tthug
matones\tthugs
hacer\tmake
hago\ti make
haces\tyou make
hace\tmakes
hacemos\twe make
hacen\tthey make
haz\tmake
haga\tmake
hagan\tmake
hagas\tmake
hagamos\tlet make
haciendo\tmaking
hecho\tmade
hecha\tmade
hechos\tmade
hechas\tmade
hice\ti made
hiciste\tyou made
hizo\tmade
hicimos\twe made
hicieron\tthey made
haría\twould make
harías\twould you make
haré\ti will make
hará\twill make
hacerlo\tmake it
hacerla\tmake it
hacerlos\tmake them
hacerlas\tmake them
hacerme\tmake myself
hacerte\tmake yourself
hacerle\tmake him
hacerles\tmake them
hacerse\tbecome
hazlo\tmake it
hazla\tmake it
hazlos\tmake them
hazme\tmake me
hazle\tmake him
hágalo\tmake it
háganlo\tmake it
haciéndolo\tmaking it
haciéndole\tmaking him
decir\ttell
digo\ti say
dices\tyou say
dice\tsays
di\tsay
diga\tsay
digan\tsay
digas\tsay
diciendo\tsaying
dicho\tsaid
dije\ti said
dijiste\tyou said
dijo\tsaid
diría\twould say
dirías\twould you say
dime\ttell me
dímelo\ttell me
dinos\ttell us
decirme\ttell me
decirte\ttell you
decirle\ttell him
decirles\ttell them
decirlo\tsay it
dígame\ttell me
díganme\ttell me
dígale\ttell him
diciéndole\ttelling him
explicar\texplain
explico\ti explain
explicas\tyou explain
explica\texplain
explicamos\twe explain
explican\texplains
explique\texplain
expliquen\texplain
explicando\texplaining
explicado\texplained
expliqué\ti explained
explicaste\tyou explained
explicó\texplained
explícame\texplain me
explícamelo\texplain me
explícanos\texplain us
explíqueme\texplain me
explicarme\texplain me
explicarte\texplain you
explicarle\texplain him
explicarlo\texplain it
explícalo\texplain it
explicación\texplanation
explicaciones\texplanations
explicaría\twould explain
escribir\twrite
escribo\ti write
escribes\tyou write
escribe\twrite
escribimos\twe write
escriben\tthey write
escriba\twrite
escriban\twrite
escribiendo\twriting
escrito\twritten
escrita\twritten
escritos\twritten
escribí\ti wrote
escribiste\tyou wrote
escribió\twrote
escríbeme\twrite me
escríbelo\twrite it
escríbela\twrite it
escríbele\twrite him
escríbeles\twrite them
escribirme\twrite me
escribirlo\twrite it
escribirla\twrite it
escribirle\twrite him
escríbame\twrite me
escritura\twriting
escritor\twriter
escritora\twriter
dar\tgive
doy\ti give
das\tyou give
da\tgives
damos\twe give
dan\tthey give
dé\tgive
den\tgive
des\tgive
dando\tgiving
dado\tgiven
dada\tgiven
diste\tyou gave
dio\tgave
daría\twould give
darías\twould you give
dame\tgive me
dámelo\tgive me
dámela\tgive me
dale\tgive him
dales\tgive them
danos\tgive us
darme\tgive me
darle\tgive him
darte\tgive you
darles\tgive them
darlo\tgive it
deme\tgive me
denme\tgive me
dele\tgive him
dándole\tgiving him
dándome\tgiving me
conseguir\tget
consigues\tyou get
consigue\tget
conseguimos\twe get
consiguen\tthey get
consiga\tget
consigan\tget
consiguiendo\tgetting
conseguido\tgotten
conseguida\tgotten
conseguí\ti got
conseguiste\tyou got
consiguió\tgot
conseguiría\twould get
conseguirlo\tget it
conseguirla\tget it
conseguirlos\tget them
conseguirlas\tget them
conseguirme\tget me
conseguirle\tget him
consíguelo\tget it
consígueme\tget me
obtener\tget
obtengo\ti get
obtienes\tyou get
obtiene\tgets
obtenemos\twe get
obtienen\tthey get
obtenga\tget
obtengan\tget
obteniendo\tgetting
obtenido\tgotten
obtenida\tgotten
obtuve\ti got
obtuvo\tgot
obtenerlo\tget it
obtenerla\tget it
obtenerlos\tget them
comprar\tbuy
compro\ti buy
compras\tyou buy
compra\tbuy
compramos\twe buy
compran\tthey buy
compre\tbuy
compren\tbuy
comprando\tbuying
comprado\tbought
comprada\tbought
comprados\tbought
compré\ti bought
compraste\tyou bought
compró\tbought
compraron\tthey bought
compraría\twould buy
comprarlo\tbuy it
comprarla\tbuy it
comprarlos\tbuy them
comprarlas\tbuy them
comprarle\tbuy him
comprarme\tbuy me
cómpralo\tbuy it
cómprame\tbuy me
comprador\tbuyer
compradores\tbuyers
vender\tsell
vendo\ti sell
vendes\tyou sell
vende\tsell
vendemos\twe sell
venden\tthey sell
venda\tsell
vendan\tsell
vendiendo\tselling
vendido\tsold
vendida\tsold
vendidos\tsold
vendí\ti sold
vendiste\tyou sold
vendió\tsold
vendieron\tthey sold
vendería\twould sell
venderlo\tsell it
venderla\tsell it
venderlos\tsell them
venderlas\tsell them
venderle\tsell him
venderme\tsell me
véndelo\tsell it
véndeme\tsell me
vendedor\tseller
vendedora\tseller
vendedores\tsellers
venta\tsale
ventas\tsales
robar\tsteal
robo\trobbery
robos\trobbery
robas\tyou steal
roba\tsteal
robamos\twe steal
roban\tthey steal
robe\tsteal
roben\tsteal
robando\tstealing
robado\tstolen
robada\tstolen
robados\tstolen
robadas\tstolen
robé\ti stole
robaste\tyou stole
robó\tstole
robaron\tthey stole
robaría\twould steal
robarlo\tsteal it
robarla\tsteal it
robarlos\tsteal them
robarlas\tsteal them
robarle\tsteal from him
robarles\tsteal from them
robarme\tsteal from me
róbale\tsteal from him
róbalo\tsteal it
róbala\tsteal it
robándole\tstealing from him
hurtar\tsteal
hurto\ttheft
hurtos\ttheft
hurtando\tstealing
hurtado\tstolen
hackear\thack
hackeo\thack
hackeos\thack
hackeas\tyou hack
hackea\thack
hackeamos\twe hack
hackean\tthey hack
hackee\thack
hackeen\thack
hackeando\thacking
hackeado\thacked
hackeada\thacked
hackeados\thacked
hackeé\ti hacked
hackeó\thacked
hackearon\tthey hacked
hackearlo\thack it
hackearla\thack it
hackearle\thack him
hackearme\thack me
hackéalo\thack it
hackéala\thack it
jaquear\thack
jaqueo\thack
jaqueado\thacked
hakear\thack
hakeo\thack
hakeado\thacked
hackers\thacker
jáquer\thacker
envenenar\tpoison
enveneno\ti poison
envenenas\tyou poison
envenena\tpoison
envenenamos\twe poison
envenenan\tthey poison
envenene\tpoison
envenenando\tpoisoning
envenenado\tpoisoned
envenenada\tpoisoned
envenenados\tpoisoned
envenené\ti poisoned
envenenó\tpoisoned
envenenaron\tpoisoned
envenenarlo\tpoison him
envenenarla\tpoison her
envenenarlos\tpoison them
envenenarme\tpoison myself
envenenarle\tpoison him
envenénalo\tpoison him
envenénala\tpoison her
envenenamiento\tpoisoning
fabricar\tmake
fabrico\ti make
fabricas\tyou make
fabrica\tmake
fabricamos\twe make
fabrican\tthey make
fabrique\tmake
fabricando\tmaking
fabricado\tmade
fabricada\tmade
fabricados\tmade
fabriqué\ti made
fabricó\tmade
fabricarlo\tmake it
fabricarla\tmake it
fabricarlos\tmake them
fabrícalo\tmake it
fabricación\tproduction
fábrica\tfactory
crear\tcreate
creas\tyou create
crea\tcreate
creamos\twe create
crean\tthey create
creando\tcreating
creado\tcreated
creada\tcreated
creados\tcreated
creé\ti created
creaste\tyou created
creó\tcreated
crearon\tcreated
crearía\twould create
crearlo\tcreate it
crearla\tcreate it
crearlos\tcreate them
crearme\tcreate me
créalo\tcreate it
créame\tbelieve me
creación\tcreation
construir\tbuild
construyo\ti build
construyes\tyou build
construye\tbuild
construimos\twe build
construyen\tthey build
construya\tbuild
construyendo\tbuilding
construido\tbuilt
construida\tbuilt
construí\ti built
construyó\tbuilt
construirlo\tbuild it
construirla\tbuild it
construcción\tbuilding
preparar\tprepare
preparo\ti prepare
preparas\tyou prepare
prepara\tprepare
preparen\tprepare
preparando\tpreparing
preparado\tprepared
preparada\tprepared
preparé\ti prepared
preparó\tprepared
prepararlo\tprepare it
prepararla\tprepare it
prepáralo\tprepare it
prepararme\tprepare myself
preparación\tpreparation
preparativos\tpreparation
usar\tuse
uso\tuse
usas\tyou use
usa\tuse
usamos\twe use
usan\tthey use
usen\tuse
usando\tusing
usado\tused
usada\tused
usados\tused
usé\ti used
usaste\tyou used
usó\tused
usaron\tused
usaría\twould use
usarlo\tuse it
usarla\tuse it
usarlos\tuse them
úsalo\tuse it
úsala\tuse it
utilizar\tuse
utilizo\ti use
utilizas\tyou use
utiliza\tuse
utilizan\tuse
utilice\tuse
utilizando\tusing
utilizado\tused
utilizada\tused
utilizó\tused
utilizarlo\tuse it
ayudar\thelp
ayudo\ti help
ayudas\tyou help
ayuda\thelp
ayudamos\twe help
ayudan\thelps
ayude\thelp
ayuden\thelp
ayudando\thelping
ayudado\thelped
ayudé\ti helped
ayudó\thelped
ayudaría\twould help
ayudarías\twould you help
ayúdame\thelp me
ayúdeme\thelp me
ayúdenme\thelp me
ayúdanos\thelp us
ayudarme\thelp me
ayudarte\thelp you
ayudarle\thelp him
ayudarlo\thelp him
ayudarla\thelp her
ayudarnos\thelp us
enseñar\tteach
enseño\ti teach
enseñas\tyou teach
enseña\tteach
enseñamos\twe teach
enseñan\tteaches
enseñe\tteach
enseñen\tteach
enseñando\tteaching
enseñado\ttaught
enseñé\ti taught
enseñó\ttaught
enséñame\tteach me
enséñeme\tteach me
enséñanos\tteach us
enseñarme\tteach me
enseñarte\tteach you
enseñarle\tteach him
enseñanza\tteaching
mostrar\tshow
muestro\ti show
muestras\tyou show
muestra\tshow
mostramos\twe show
muestran\tshows
muestre\tshow
mostrando\tshowing
mostrado\tshown
mostré\ti showed
mostró\tshowed
muéstrame\tshow me
muéstramelo\tshow me
muéstreme\tshow me
mostrarme\tshow me
mostrarle\tshow him
mostrarlo\tshow it
esconder\thide
escondo\ti hide
escondes\tyou hide
esconde\thide
escondemos\twe hide
esconden\tthey hide
esconda\thide
escondiendo\thiding
escondido\thidden
escondida\thidden
escondidos\thidden
escondidas\thidden
escondí\ti hid
escondió\thid
esconderlo\thide it
esconderla\thide it
esconderlos\thide them
esconderme\thide myself
esconderse\thide
escóndelo\thide it
escondite\thiding
ocultar\thide
oculto\thidden
oculta\thidden
ocultos\thidden
ocultas\thidden
ocultamos\twe hide
ocultan\tthey hide
ocultando\thiding
ocultado\thidden
ocultó\thid
ocultarlo\thide it
ocultarla\thide it
ocultarlos\thide them
ocultarme\thide myself
ocúltalo\thide it
evitar\tavoid
evito\ti avoid
evitas\tyou avoid
evita\tavoid
evitamos\twe avoid
evitan\tthey avoid
evite\tavoid
eviten\tavoid
evitando\tavoiding
evitado\tavoided
evité\ti avoided
evitó\tavoided
evitarlo\tavoid it
evitarla\tavoid it
evítalo\tavoid it
quemar\tburn
quemo\ti burn
quemas\tyou burn
quema\tburn
quemamos\twe burn
queman\tthey burn
queme\tburn
quemen\tburn
quemando\tburning
quemado\tburned
quemada\tburned
quemados\tburned
quemé\ti burned
quemó\tburned
quemaron\tthey burned
quemarlo\tburn it
quemarla\tburn it
quemarlos\tburn them
quemarme\tburn myself
quémalo\tburn it
quemadura\tburn
quemaduras\tburns
disparar\tshoot
disparo\tshoot
disparas\tyou shoot
dispara\tshoot
disparamos\twe shoot
disparan\tthey shoot
dispare\tshoot
disparen\tshoot
disparando\tshooting
disparado\tshot
disparé\ti shot
disparó\tshot
dispararon\tthey shot
dispararle\tshoot him
dispararles\tshoot them
dispararlo\tshoot it
dispararme\tshoot myself
dispárale\tshoot him
disparos\tshooting
apuñalar\tstab
apuñalo\ti stab
apuñalas\tyou stab
apuñala\tstab
apuñalan\tthey stab
apuñalando\tstabbing
apuñalado\tstabbed
apuñalada\tstabbing
apuñaladas\tstabbing
apuñalé\ti stabbed
apuñaló\tstabbed
apuñalarlo\tstab him
apuñalarla\tstab her
apuñalarle\tstab him
apuñálalo\tstab him
acuchillar\tstab
acuchillo\ti stab
acuchilla\tstab
acuchillado\tstabbed
acuchillada\tstabbed
acuchillarlo\tstab him
acuchillarla\tstab her
puñalada\tstabbing
puñaladas\tstabbing
navajazo\tstabbing
picar\tstab
picarlo\tstab him
lastimar\thurt
lastimo\ti hurt
lastimas\tyou hurt
lastima\thurt
lastimamos\twe hurt
lastiman\tthey hurt
lastime\thurt
lastimando\thurting
lastimado\thurt
lastimada\thurt
lastimados\thurt
lastimé\ti hurt
lastimó\thurt
lastimarlo\thurt him
lastimarla\thurt her
lastimarlos\thurt them
lastimarle\thurt him
lastimarme\thurt myself
lastimarte\thurt yourself
lastimarse\thurt self
lastimándome\thurting myself
herir\tinjure
hiero\ti injure
hieres\tyou injure
hiere\tinjure
herimos\twe injure
hieren\tthey injure
hiera\tinjure
hiriendo\tinjuring
herido\tinjured
heridos\tinjured
herida\twound
heridas\twound
herí\ti injured
hirió\tinjured
herirlo\tinjure him
herirla\tinjure her
herirme\tinjure myself
herirse\tinjure self
cortar\tcut
corto\tcut
cortas\tyou cut
corta\tcut
cortamos\twe cut
cortan\tthey cut
corte\tcut
corten\tcut
cortando\tcutting
cortado\tcut
cortada\tcut
cortadas\tcuts
corté\ti cut
cortó\tcut
cortarme\tcut myself
cortarse\tcut self
cortarte\tcut yourself
cortarlo\tcut it
cortarla\tcut it
cortarle\tcut him
córtalo\tcut it
córtate\tcut yourself
cortándome\tcutting myself
cortes\tcuts
golpear\thit
golpeo\ti hit
golpeas\tyou hit
golpea\thit
golpeamos\twe hit
golpean\tthey hit
golpee\thit
golpeando\thitting
golpeado\tbeaten
golpeada\tbeaten
golpeados\tbeaten
golpeé\ti hit
golpeó\thit
golpearon\tthey hit
golpearlo\thit him
golpearla\thit her
golpearle\thit him
golpearme\thit myself
golpéalo\thit him
golpe\thit
golpes\thit
golpiza\tbeat
golpizas\tbeat
paliza\tbeat
palizas\tbeat
pegar\thit
pego\ti hit
pegas\tyou hit
pega\thit
pegan\tthey hit
pegando\thitting
pegué\ti hit
pegó\thit
pegarle\thit him
pegarles\thit them
pegarme\thit me
pégale\thit him
madrear\tbeat
madrearlo\tbeat him
madrazo\thit
madrazos\thit
putazo\thit
putazos\thit
chingadazo\thit
trancazo\thit
puñetazo\tpunch
puñetazos\tpunch
patada\tkick
patadas\tkick
patear\tkick
patearlo\tkick him
violar\trape
violo\ti rape
violas\tyou rape
viola\trape
violan\tthey rape
violando\traping
violado\traped
violada\traped
violadas\traped
violé\ti raped
violó\traped
violaron\traped
violarla\trape her
violarlo\trape him
violación\trape
violaciones\trape
violador\trapist
violadores\trapists
secuestrar\tkidnap
secuestro\tkidnap
secuestros\tkidnap
secuestras\tyou kidnap
secuestra\tkidnap
secuestran\tthey kidnap
secuestrando\tkidnapping
secuestrado\tkidnapped
secuestrada\tkidnapped
secuestrados\tkidnapped
secuestró\tkidnapped
secuestraron\tkidnapped
secuestrarlo\tkidnap him
secuestrarla\tkidnap her
secuestrarle\tkidnap him
secuestrador\tkidnapper
secuestradores\tkidnappers
torturar\ttorture
torturo\ti torture
tortura\ttorture
torturas\ttorture
torturan\tthey torture
torturando\ttorturing
torturado\ttortured
torturada\ttortured
torturados\ttortured
torturó\ttortured
torturarlo\ttorture him
torturarla\ttorture her
torturarle\ttorture him
suicidarse\tsuicide
suicidarme\tkill myself
suicidarte\tkill yourself
suicido\tkill myself
suicidas\tsuicidal
suicida\tsuicidal
suicidio\tsuicide
suicidios\tsuicide
suicidó\tkilled himself
suicidé\tkill myself
suicidándome\tkilling myself
suicídate\tkill yourself
suicidaría\twould kill myself
suicidaré\twill kill myself
morir\tdie
muero\ti die
mueres\tyou die
muere\tdies
morimos\twe die
mueren\tthey die
muera\tdie
mueran\tdie
muriendo\tdying
muerto\tdead
muerta\tdead
muertos\tdead
muertas\tdead
morí\ti died
moriste\tyou died
murió\tdied
murieron\tdied
moriría\twould die
moriré\ti will die
morirme\tdie
morirse\tdie
morirte\tdie
muérete\tdie
muerte\tdeath
muertes\tdeaths
ahorcar\thang
ahorco\thang
ahorca\thang
ahorcarme\thang myself
ahorcarse\thang self
ahorcarte\thang yourself
ahorcado\thanged
ahorcada\thanged
ahorcó\thanged
ahorcarlo\thang him
ahorcarla\thang her
ahorcándome\thanging myself
ahorcamiento\thanging
colgar\thang
cuelgo\thang
cuelga\thang
colgarme\thang myself
colgarse\thang self
colgado\thanging
colgada\thanging
colgarlo\thang him
estrangular\tstrangle
estrangulo\ti strangle
estrangula\tstrangle
estrangulan\tthey strangle
estrangulando\tstrangling
estrangulado\tstrangled
estrangulada\tstrangled
estranguló\tstrangled
estrangularlo\tstrangle him
estrangularla\tstrangle her
estrangulamiento\tstrangle
asfixiar\tsuffocate
asfixio\ti suffocate
asfixia\tsuffocate
asfixiando\tsuffocating
asfixiado\tsuffocated
asfixiada\tsuffocated
asfixió\tsuffocated
asfixiarlo\tsuffocate him
asfixiarla\tsuffocate her
asfixiarme\tsuffocate myself
asfixiarse\tsuffocate
ahogar\tdrown
ahogo\tdrown
ahoga\tdrown
ahogan\tdrown
ahogando\tdrowning
ahogado\tdrowned
ahogada\tdrowned
ahogados\tdrowned
ahogó\tdrowned
ahogarlo\tdrown him
ahogarla\tdrown her
ahogarme\tdrown myself
ahogarse\tdrown
sofocar\tsmother
sofocarlo\tsmother him
sofocarla\tsmother her
degollar\tslit throat
degollarlo\tslit throat
degollado\tslit throat
degüello\tslit throat
decapitar\tbehead
decapitarlo\tbehead him
decapitado\tbeheaded
decapitación\tbehead
descuartizar\tdismember
descuartizado\tdismembered
desmembrar\tdismember
mutilar\tmaim
mutilado\tmaimed
mutilación\tmaim
desfigurar\tdisfigure
desfigurarle\tdisfigure him
desfigurada\tdisfigured
lisiar\tcripple
lisiado\tcrippled
lisiarlo\tcripple him
apalear\tbludgeon
apalearlo\tbludgeon him
masacrar\tmassacre
masacre\tmassacre
masacres\tmassacre
exterminar\texterminate
exterminio\textermination
exterminarlos\texterminate them
aniquilar\tannihilate
aniquilarlos\tannihilate them
drogar\tdrug
drogo\tdrug
drogan\tdrug
drogando\tdrugging
drogado\thigh
drogada\thigh
drogados\thigh
drogadas\thigh
drogó\tdrugged
drogarla\tdrug her
drogarlo\tdrug him
drogarme\tget high
drogarse\tget high
drogarte\tget high
drogadicto\taddict
drogadicta\taddict
drogadictos\taddicts
adicto\taddict
adicta\taddict
adictos\taddicts
adicción\taddiction
inyectar\tinject
inyecto\tinject
inyecta\tinject
inyectando\tinjecting
inyectado\tinjected
inyectarme\tinject myself
inyectarse\tinject
inyectarle\tinject him
inyección\tinjection
inyecciones\tinjection
chutarse\tinject
chutarme\tinject myself
chuto\tinject
chute\tinjection
pincharse\tinject
pincharme\tinject myself
picarse\tinject
esnifar\tsnort
esnifo\tsnort
esnifando\tsnorting
aspirar\tsnort
inhalar\tinhale
inhalando\tinhaling
jalar\tpull
jale\tpull
fumar\tsmoke
fumo\ti smoke
fumas\tyou smoke
fuma\tsmoke
fumamos\twe smoke
fuman\tthey smoke
fumando\tsmoking
fumado\tsmoked
fumé\ti smoked
fumó\tsmoked
fumarme\tsmoke
fumarse\tsmoke
fumarlo\tsmoke it
fumarla\tsmoke it
colocarse\tget high
colocado\thigh
colocada\thigh
volado\thigh
volada\thigh
pacheco\thigh
pacheca\thigh
puesto\tput
prendido\thigh
emborracharse\tget drunk
emborracharme\tget drunk
emborracharla\tget her drunk
dopar\tdrug
dopado\tdrugged
dopada\tdrugged
doparla\tdrug her
narcotizar\tdrug
adulterar\tspike
adulterado\tspiked
tomar\ttake
tomo\ti take
tomas\tyou take
toma\ttake
tome\ttake
tomen\ttake
tomando\ttaking
tomado\ttaken
tomada\ttaken
tomé\ti took
tomaste\tyou took
tomó\ttook
tomaría\twould take
tomarlo\ttake it
tomarla\ttake it
tomarlos\ttake them
tomarme\ttake
tomármelas\ttake them
tómalo\ttake it
tómate\ttake
encontrar\tfind
encuentro\ti find
encuentras\tyou find
encuentra\tfind
encontramos\twe find
encuentran\tthey find
encuentre\tfind
encuentren\tfind
encontrando\tfinding
encontrado\tfound
encontrada\tfound
encontrados\tfound
encontré\ti found
encontraste\tyou found
encontró\tfound
encontrarlo\tfind him
encontrarla\tfind her
encontrarlos\tfind them
encontrarme\tfind me
encuéntralo\tfind him
encuéntrala\tfind her
hallar\tfind
hallado\tfound
buscar\tlook for
busco\ti look for
buscas\tyou look for
busca\tlook for
busque\tlook for
busquen\tlook for
buscando\tlooking for
buscado\twanted
buscada\twanted
busqué\ti looked for
buscó\tlooked for
buscarlo\tfind him
buscarla\tfind her
buscarlos\tfind them
búscalo\tfind it
búscame\tfind me
búsqueda\tsearch
búsquedas\tsearch
poner\tput
pongo\ti put
pones\tyou put
pone\tput
pon\tput
ponga\tput
pongan\tput
poniendo\tputting
puesta\tput
puse\ti put
pusiste\tyou put
puso\tput
ponerlo\tput it
ponerla\tput it
ponerle\tput him
ponerme\tput me
ponlo\tput it
ponla\tput it
ponle\tput
ponte\tput on
meter\tput in
meto\ti put in
metes\tyou put in
mete\tput in
metiendo\tputting in
metido\tput in
metí\ti put in
metió\tput in
meterlo\tput it in
meterla\tput it in
meterle\tput in
meterme\tget into
meterse\tget into
mételo\tput it in
métela\tput it in
echar\tput
echarle\tput in
échale\tput in
sacar\ttake out
saco\ttake out
sacas\tyou take out
saca\ttake out
saque\ttake out
sacando\ttaking out
sacado\ttaken out
saqué\ti took out
sacó\ttook out
sacarlo\ttake it out
sacarla\ttake it out
sacarle\ttake out
sácalo\ttake it out
quitar\tremove
quito\ti remove
quitas\tyou remove
quita\tremove
quitan\tthey remove
quite\tremove
quitando\tremoving
quitado\tremoved
quité\ti removed
quitó\tremoved
quitarlo\tremove it
quitarla\tremove it
quitarlos\tremove them
quitarme\ttake my
quitarle\ttake from him
quitarse\ttake off
quítale\ttake from him
quítalo\tremove it
quítate\ttake off
eliminar\tdelete
elimino\ti delete
eliminas\tyou delete
elimina\tdelete
eliminamos\twe delete
eliminan\tthey delete
elimine\tdelete
eliminando\tdeleting
eliminado\tdeleted
eliminada\tdeleted
eliminados\tdeleted
eliminé\ti deleted
eliminó\tdeleted
eliminarlo\tdelete it
eliminarla\tdelete it
eliminarlos\tdelete them
elimínalo\tdelete it
borrar\tdelete
borro\ti delete
borras\tyou delete
borra\tdelete
borran\tthey delete
borre\tdelete
borrando\tdeleting
borrado\tdeleted
borrada\tdeleted
borrados\tdeleted
borré\ti deleted
borró\tdeleted
borrarlo\tdelete it
borrarla\tdelete it
borrarlos\tdelete them
bórralo\tdelete it
destruir\tdestroy
destruyo\ti destroy
destruye\tdestroy
destruyen\tdestroy
destruyendo\tdestroying
destruido\tdestroyed
destruida\tdestroyed
destruyó\tdestroyed
destruirlo\tdestroy it
destruirla\tdestroy it
destrucción\tdestruction
atacar\tattack
ataco\ti attack
atacas\tyou attack
ataca\tattack
atacamos\twe attack
atacan\tthey attack
ataque\tattack
ataques\tattack
atacando\tattacking
atacado\tattacked
atacada\tattacked
ataqué\ti attacked
atacó\tattacked
atacaron\tattacked
atacarlo\tattack him
atacarla\tattack her
atacarle\tattack him
atacarlos\tattack them
atácalo\tattack him
atacante\tattacker
atacantes\tattackers
amenazar\tthreaten
amenazo\tthreaten
amenaza\tthreat
amenazas\tthreat
amenazan\tthreaten
amenazando\tthreatening
amenazado\tthreatened
amenazada\tthreatened
amenazó\tthreatened
amenazarlo\tthreaten him
amenazarla\tthreaten her
amenazarle\tthreaten him
chantajear\tblackmail
chantajeo\tblackmail
chantajea\tblackmail
chantajeando\tblackmail
chantajeado\tblackmailed
chantajearlo\tblackmail him
chantajearla\tblackmail her
chantaje\tblackmail
chantajes\tblackmail
extorsionar\textort
extorsiono\textort
extorsiona\textort
extorsionando\textortion
extorsionado\textorted
extorsionarlo\textort him
extorsionarla\textort her
extorsión\textortion
extorsiones\textortion
sextorsión\tsextortion
acosar\tharass
acoso\tharassment
acosas\tharass
acosa\tharass
acosan\tharass
acosando\tharassing
acosado\tharassed
acosada\tharassed
acosó\tharassed
acosarlo\tharass him
acosarla\tharass her
acosador\tstalker
acosadora\tstalker
acosadores\tstalker
acechar\tstalk
acecho\tstalk
acechando\tstalking
acecharla\tstalk her
perseguir\tchase
persigo\tchase
persigue\tchase
persiguiendo\tchasing
perseguirla\tchase her
espiar\tspy
espío\tspy
espías\tspy
espía\tspy
espían\tspy
espiando\tspying
espiado\tspied
espió\tspied
espiarlo\tspy him
espiarla\tspy her
espiarle\tspy him
espionaje\tspying
vigilar\twatch
vigilo\twatch
vigila\twatch
vigilando\twatching
vigilado\twatched
vigilarla\twatch her
vigilarlo\twatch him
vigilancia\tsurveillance
rastrear\ttrack
rastreo\ttracking
rastreas\ttrack
rastrea\ttrack
rastrean\ttrack
rastreando\ttracking
rastreado\ttracked
rastreó\ttracked
rastrearlo\ttrack him
rastrearla\ttrack her
rastreador\ttracker
rastreadores\ttracker
rastro\ttrace
rastros\ttrace
localizar\tfind
localizo\tfind
localiza\tfind
localizarlo\tfind him
localizarla\tfind her
falsificar\tforge
falsifico\tforge
falsifica\tforge
falsificando\tforging
falsificado\tcounterfeit
falsificada\tcounterfeit
falsificados\tcounterfeit
falsificadas\tcounterfeit
falsificó\tforged
falsificarlo\tforge it
falsificación\tcounterfeit
estafar\tscam
estafo\tscam
estafas\tscam
estafa\tscam
estafan\tscam
estafando\tscamming
estafado\tscammed
estafada\tscammed
estafó\tscammed
estafarlo\tscam him
estafarla\tscam her
estafarle\tscam him
estafador\tscammer
estafadores\tscammers
timar\tscam
timo\tscam
timador\tscammer
sobornar\tbribe
soborno\tbribe
sobornos\tbribe
soborna\tbribe
sobornando\tbribing
sobornado\tbribed
sobornarlo\tbribe him
sobornarle\tbribe him
coima\tbribe
mezclar\tmix
mezclo\ti mix
mezclas\tmix
mezcla\tmix
mezclando\tmixing
mezclado\tmixed
mezclada\tmixed
mezcló\tmixed
mezclarlo\tmix it
mézclalo\tmix it
sintetizar\tsynthesize
sintetizo\tsynthesize
sintetiza\tsynthesize
sintetizando\tsynthesizing
sintetizado\tsynthesized
sintetizarlo\tsynthesize it
síntesis\tsynthesis
cultivar\tgrow
cultivo\tgrow
cultiva\tgrow
cultivando\tgrowing
cultivado\tgrown
cultivarla\tgrow it
cultivarlo\tgrow it
cocinar\tcook
cocino\ti cook
cocinas\tyou cook
cocina\tkitchen
cocinando\tcooking
cocinado\tcooked
cociné\ti cooked
cocinó\tcooked
cocinarlo\tcook it
cocinarla\tcook it
traficar\ttraffic
trafico\ttraffic
trafica\ttraffic
traficando\ttrafficking
traficante\tdealer
traficantes\tdealers
tráfico\ttrafficking
contrabandear\tsmuggle
contrabando\tsmuggle
contrabandista\tsmuggler
contrabandistas\tsmugglers
pasar\tpass
paso\tstep
pasos\tsteps
pasas\tpass
pasa\thappens
pasan\tpass
pase\tpass
pasando\tpassing
pasado\tpast
pasó\thappened
pasé\ti passed
pasarlo\tpass it
pásame\tpass me
entrar\tget into
entro\tget into
entras\tget into
entra\tget into
entramos\twe get into
entran\tget into
entrando\tgetting into
entrado\tentered
entré\ti got into
entró\tgot into
entrarle\tget into
salir\tleave
salgo\ti leave
sales\tyou leave
salen\tleave
salga\tleave
saliendo\tleaving
salido\tleft
salí\ti left
salió\tleft
salirme\tget out
salirse\tget out
escapar\tescape
escapo\tescape
escapas\tescape
escapa\tescape
escapamos\twe escape
escapan\tescape
escapando\tescaping
escapado\tescaped
escapé\ti escaped
escapó\tescaped
escaparme\tescape
escaparse\tescape
escápate\tescape
huir\tescape
huyo\tescape
huyes\tescape
huye\tescape
huyen\tescape
huyendo\tescaping
huido\tescaped
huí\tescaped
huyó\tescaped
fugarse\tescape
fugarme\tescape
fuga\tescape
fugó\tescaped
huida\tgetaway
explotar\texplode
exploto\texplode
explota\texplode
explotan\texplode
explotando\texploding
explotado\texploded
explotó\texploded
explotarlo\texplode it
explosión\texplosion
explosiones\texplosion
estallar\texplode
estalla\texplode
estalló\texploded
reventar\tburst
revienta\tburst
reventó\tburst
detonar\tdetonate
detono\tdetonate
detona\tdetonate
detonando\tdetonating
detonado\tdetonated
detonó\tdetonated
detonarla\tdetonate it
detonarlo\tdetonate it
detonación\tdetonate
bombardear\tbomb
bombardeo\tbombing
bombardea\tbomb
bombardeos\tbombing
incendiar\tburn
incendio\tfire
incendios\tfire
incendiando\tburning
incendiado\tburned
incendiarla\tburn it
incendiarlo\tburn it
incendiario\tarson
prender\tlight
prendo\tlight
prende\tlight
prenderle\tlight
encender\tlight
enciendo\tlight
enciende\tlight
encendido\ton
apagar\tturn off
apaga\tturn off
apagado\toff
follar\tfuck
follo\tfuck
follas\tfuck
folla\tfuck
follamos\tfuck
follan\tfuck
follando\tfucking
follado\tfucked
follada\tfucked
follé\tfucked
folló\tfucked
follarla\tfuck her
follarlo\tfuck him
follarme\tfuck me
follarte\tfuck you
fóllame\tfuck me
coger\ttake
cojo\ttake
coges\ttake
coge\ttake
cogen\ttake
cogiendo\ttaking
cogido\ttaken
cogí\ttook
cogió\ttook
cogerlo\ttake it
cogerme\tfuck me
cogerte\tfuck you
cogérmela\tfuck her
cogértela\tfuck her
chingar\tfuck
chingo\tlot
chinga\tfuck
chingas\tfuck
chingando\tfucking
chingado\tfucked
chingada\tfucked
chingaderas\tstuff
chingarse\tfuck
chingarla\tfuck her
chingón\tgreat
chingona\tgreat
culear\tfuck
culiar\tfuck
culeo\tfuck
culea\tfuck
culeando\tfucking
culearla\tfuck her
culiado\tfucked
garchar\tfuck
garcharla\tfuck her
garchando\tfucking
cachar\tcatch
tirarse\tfuck
chupar\tsuck
chupo\tsuck
chupas\tsuck
chupa\tsuck
chupan\tsuck
chupando\tsucking
chupado\tsucked
chupó\tsucked
chupármela\tsuck me
chúpamela\tsuck me
chuparla\tsuck it
chuparle\tsuck him
chupada\tblowjob
mamar\tsuck
mamada\tblowjob
mamadas\tblowjob
mamármela\tsuck me
mámamela\tsuck me
mamando\tsucking
tocar\ttouch
toco\ti touch
tocas\tyou touch
toca\ttouch
tocan\tthey touch
toque\ttouch
tocando\ttouching
tocado\ttouched
tocada\ttouched
toqué\ti touched
tocó\ttouched
tocarla\ttouch her
tocarlo\ttouch him
tocarme\ttouch myself
tocarse\ttouch self
tocarle\ttouch him
tócame\ttouch me
tócala\ttouch her
manosear\tgrope
manoseo\tgroping
manosea\tgrope
manoseando\tgroping
manoseada\tgroped
manosearla\tgrope her
manosearlo\tgrope him
toquetear\tgrope
toqueteo\tgroping
toquetearla\tgrope her
desnudar\tundress
desnudo\tnaked
desnuda\tnaked
desnudos\tnaked
desnudas\tnaked
desnudarse\tundress
desnudarme\tundress
desnúdate\tundress
desnudarla\tundress her
desnudez\tnaked
encuerada\tnaked
encuerado\tnaked
encueradas\tnaked
desvestir\tundress
desvestirse\tundress
desvístete\tundress
desvestirla\tundress her
masturbar\tmasturbate
masturbarse\tmasturbate
masturbarme\tmasturbate
masturbo\tmasturbate
masturba\tmasturbate
masturbando\tmasturbating
masturbación\tmasturbate
pajearse\tmasturbate
pajearme\tmasturbate
pajear\tmasturbate
paja\tmasturbate
pajas\tmasturbate
correrse\torgasm
venirse\torgasm
excitar\tarouse
excitado\thorny
excitada\thorny
excitante\tsexy
seducir\tseduce
seduzco\tseduce
seduciendo\tseducing
seducirla\tseduce her
seducirlo\tseduce him
coquetear\tflirt
coqueteo\tflirt
coqueteando\tflirting
ligar\tflirt
ligarme\tflirt
ligando\tflirting
grabar\trecord
grabo\ti record
grabas\tyou record
graba\trecord
grabe\trecord
grabando\trecording
grabado\trecorded
grabada\trecorded
grabé\ti recorded
grabó\trecorded
grabarlo\trecord it
grabarla\trecord her
grábalo\trecord it
grabación\trecording
grabaciones\trecording
filmar\tfilm
filmando\tfilming
filmarla\tfilm her
mandar\tsend
mando\ti send
mandas\tyou send
manda\tsend
mande\tsend
mandando\tsending
mandado\tsent
mandé\ti sent
mandó\tsent
mandarle\tsend him
mandarme\tsend me
mándame\tsend me
mándale\tsend him
mandarlo\tsend it
mandarla\tsend it
enviar\tsend
envío\tsend
envíos\tsend
envías\tyou send
envía\tsend
envíe\tsend
enviando\tsending
enviado\tsent
enviada\tsent
envié\ti sent
envió\tsent
enviarle\tsend him
enviarme\tsend me
envíame\tsend me
envíale\tsend him
enviarlo\tsend it
publicar\tpost
publico\ti post
publica\tpost
publicas\tyou post
publicando\tposting
publicado\tposted
publicada\tposted
publicó\tposted
publicarlo\tpost it
publícalo\tpost it
publicación\tpost
publicaciones\tpost
compartir\tshare
comparto\ti share
compartes\tyou share
comparte\tshare
compartiendo\tsharing
compartido\tshared
compartida\tshared
compartí\ti shared
compartió\tshared
compartirlo\tshare it
compártelo\tshare it
subir\tupload
subo\tupload
subes\tupload
sube\tupload
suben\tupload
subiendo\tuploading
subido\tuploaded
subí\tuploaded
subió\tuploaded
subirlo\tupload it
subirla\tupload it
súbelo\tupload it
descargar\tdownload
descargo\tdownload
descargas\tdownload
descarga\tdownload
descargan\tdownload
descargue\tdownload
descargando\tdownloading
descargado\tdownloaded
descargada\tdownloaded
descargué\tdownloaded
descargó\tdownloaded
descargarlo\tdownload it
descargarla\tdownload it
descárgalo\tdownload it
bajar\tdownload
baja\tdownload
bajarlo\tdownload it
bájalo\tdownload it
instalar\tinstall
instalo\tinstall
instala\tinstall
instalando\tinstalling
instalado\tinstalled
instalada\tinstalled
instalé\tinstalled
instaló\tinstalled
instalarlo\tinstall it
instalarle\tinstall
instálalo\tinstall it
instalación\tinstall
ejecutar\texecute
ejecuto\texecute
ejecuta\texecute
ejecutando\texecuting
ejecutado\texecuted
ejecutó\texecuted
ejecutarlo\texecute it
ejecútalo\texecute it
ejecución\texecution
abrir\topen
abro\ti open
abres\tyou open
abre\topen
abra\topen
abriendo\topening
abierto\topen
abierta\topen
abiertos\topen
abrí\ti opened
abrió\topened
abrirlo\topen it
abrirla\topen it
ábrelo\topen it
ábrela\topen it
cerrar\tclose
cierro\ti close
cierras\tyou close
cierra\tclose
cierre\tclose
cerrando\tclosing
cerrado\tclosed
cerrada\tclosed
cerrados\tclosed
cerré\ti closed
cerró\tclosed
cerrarlo\tclose it
ciérralo\tclose it
romper\tbreak
rompo\ti break
rompes\tyou break
rompe\tbreak
rompa\tbreak
rompiendo\tbreaking
roto\tbroken
rota\tbroken
rotos\tbroken
rompí\ti broke
rompió\tbroke
romperlo\tbreak it
romperla\tbreak it
rómpelo\tbreak it
romperle\tbreak his
quebrar\tbreak
quebrarlo\tbreak it
forzar\tforce
fuerzo\tforce
fuerza\tforce
forzando\tforcing
forzado\tforced
forzada\tforced
forzó\tforced
forzarla\tforce her
forzarlo\tforce it
ver\tsee
veo\ti see
ves\tyou see
vea\tsee
vean\tsee
viendo\tseeing
visto\tseen
vista\tview
vi\ti saw
viste\tyou saw
vio\tsaw
vieron\tsaw
verlo\tsee it
verla\tsee her
verme\tsee me
verte\tsee you
mirar\tlook
miro\ti look
miras\tyou look
mira\tlook
miran\tlooks
mire\tlook
miren\tlook
mirando\tlooking
mirado\tlooked
miré\tlooked
miró\tlooked
mirón\tpeeping
mirona\tpeeping
leer\tread
leo\ti read
lees\tyou read
lee\tread
leen\tread
lea\tread
leyendo\treading
leído\tread
leí\tread
leyó\tread
leerlo\tread it
hablar\ttalk
hablo\ti talk
hablas\tyou talk
habla\ttalk
hablan\ttalk
hable\ttalk
hablando\ttalking
hablado\ttalked
hablé\ttalked
habló\ttalked
hablarle\ttalk to him
háblame\ttalk to me
llamar\tcall
llamo\tcall
llamas\tcall
llama\tcall
llaman\tcall
llame\tcall
llamando\tcalling
llamado\tcalled
llamada\tcall
llamadas\tcall
llamé\tcalled
llamó\tcalled
llamarlo\tcall him
llamarle\tcall him
llámame\tcall me
llámalo\tcall him
pedir\task
pido\ti ask
pides\tyou ask
pide\task
piden\task
pida\task
pidiendo\tasking
pedido\torder
pedidos\torder
pedí\tasked
pidió\tasked
pedirle\task him
pídele\task him
preguntar\task
pregunto\ti ask
preguntas\tquestions
pregunta\tquestion
preguntan\task
pregunte\task
preguntando\tasking
preguntado\tasked
pregunté\tasked
preguntó\tasked
preguntarle\task him
pregúntale\task him
responder\tanswer
respondo\tanswer
respondes\tanswer
responde\tanswer
responden\tanswer
responda\tanswer
respondiendo\tanswering
respondido\tanswered
respondió\tanswered
respóndeme\tanswer me
contestar\tanswer
contesto\tanswer
contesta\tanswer
contestando\tanswering
contestó\tanswered
contéstame\tanswer me
respuesta\tanswer
respuestas\tanswer
contar\ttell
cuento\tstory
cuentos\tstory
cuentas\taccounts
cuenta\taccount
contamos\twe tell
cuentan\ttell
contando\ttelling
contado\ttold
conté\ttold
contó\ttold
cuéntame\ttell me
contarme\ttell me
contarle\ttell him
pensar\tthink
pienso\ti think
piensas\tyou think
piensa\tthink
piensan\tthink
piense\tthink
pensando\tthinking
pensado\tthought
pensé\tthought
pensó\tthought
pensarlo\tthink
creer\tthink
creo\ti think
crees\tyou think
cree\tthinks
creen\tthink
creyendo\tthinking
creído\tbelieved
creí\tthought
creyó\tthought
sentir\tfeel
siento\ti feel
sientes\tyou feel
siente\tfeel
sienten\tfeel
sentí\tfelt
sintió\tfelt
sintiendo\tfeeling
sentido\tsense
sentirme\tfeel
sentimiento\tfeeling
sentimientos\tfeelings
vivir\tlive
vivo\talive
vives\tyou live
vive\tlive
viven\tlive
viviendo\tliving
vivido\tlived
viví\tlived
vivió\tlived
viva\talive
vivos\talive
dormir\tsleep
duermo\ti sleep
duermes\tyou sleep
duerme\tsleep
duermen\tsleep
durmiendo\tsleeping
dormido\tasleep
dormida\tasleep
dormí\tslept
durmió\tslept
dormirla\tmake her sleep
dormirlo\tmake him sleep
dormirme\tsleep
comer\teat
comes\tyou eat
come\teat
comen\teat
comiendo\teating
comido\teaten
comí\tate
comió\tate
comerlo\teat it
comida\tfood
comidas\tfood
beber\tdrink
bebo\ti drink
bebes\tyou drink
bebe\tdrink
beben\tdrink
bebiendo\tdrinking
bebido\tdrunk
bebí\tdrank
bebió\tdrank
bebida\tdrink
bebidas\tdrinks
pagar\tpay
pago\tpay
pagos\tpay
pagas\tyou pay
paga\tpay
pagan\tpay
pague\tpay
paguen\tpay
pagando\tpaying
pagado\tpaid
pagada\tpaid
pagué\tpaid
pagó\tpaid
pagarle\tpay him
pagarlo\tpay it
págale\tpay him
ganar\twin
gano\twin
ganas\twant
gana\twins
ganan\twin
ganando\twinning
ganado\twon
gané\twon
ganó\twon
ganarle\tbeat him
perder\tlose
pierdo\tlose
pierdes\tlose
pierde\tlose
perdemos\tlose
pierden\tlose
perdiendo\tlosing
perdido\tlost
perdida\tlost
perdí\tlost
perdió\tlost
jugar\tplay
juego\tgame
juegos\tgames
juegas\tplay
juega\tplay
jugamos\tplay
juegan\tplay
jugando\tplaying
jugado\tplayed
jugué\tplayed
jugó\tplayed
trabajar\twork
trabajo\tjob
trabajos\tjobs
trabajas\twork
trabaja\tworks
trabajamos\twork
trabajan\twork
trabajando\tworking
trabajado\tworked
trabajé\tworked
trabajó\tworked
empezar\tstart
empiezo\tstart
empiezas\tstart
empieza\tstart
empezamos\tstart
empiezan\tstart
empiece\tstart
empezando\tstarting
empezado\tstarted
empecé\tstarted
empezó\tstarted
comenzar\tstart
comienzo\tstart
comienza\tstart
comenzó\tstarted
iniciar\tstart
inicio\tstart
inicia\tstart
iniciando\tstarting
iniciado\tstarted
terminar\tend
termino\tend
terminas\tend
termina\tend
terminan\tend
terminando\tending
terminado\tfinished
terminé\tfinished
terminó\tended
acabar\tend
acabo\tend
acabas\tend
acaba\tend
acaban\tend
acabando\tending
acabado\tfinished
acabé\tfinished
acabó\tended
acabarlo\tfinish him
dejar\tleave
dejo\tleave
dejas\tleave
deja\tleave
dejamos\tleave
dejan\tleave
deje\tleave
dejando\tleaving
dejado\tleft
dejé\tleft
dejó\tleft
dejarlo\tleave it
dejarla\tleave her
déjame\tlet me
dejarme\tlet me
déjalo\tleave it
parar\tstop
paro\tstop
paras\tstop
paran\tstop
pare\tstop
parando\tstopping
parado\tstopped
paré\tstopped
paró\tstopped
pararlo\tstop it
párale\tstop
detener\tstop
detengo\tstop
detiene\tstop
detienen\tstop
deteniendo\tstopping
detenido\tarrested
detenida\tarrested
detenidos\tarrested
detuvo\tstopped
detenerlo\tstop him
detenerla\tstop her
seguir\tfollow
sigo\tfollow
sigues\tfollow
sigue\tfollow
seguimos\tfollow
siguen\tfollow
siga\tfollow
siguiendo\tfollowing
seguido\toften
seguí\tfollowed
siguió\tfollowed
seguirlo\tfollow him
seguirla\tfollow her
síguelo\tfollow him
cambiar\tchange
cambio\tchange
cambios\tchange
cambias\tchange
cambia\tchange
cambiamos\tchange
cambian\tchange
cambie\tchange
cambiando\tchanging
cambiado\tchanged
cambié\tchanged
cambió\tchanged
cambiarlo\tchange it
cámbialo\tchange it
proteger\tprotect
protejo\tprotect
proteges\tprotect
protege\tprotect
protegen\tprotect
protegiendo\tprotecting
protegido\tprotected
protegida\tprotected
protegerme\tprotect myself
protegerlo\tprotect him
protegerla\tprotect her
protección\tprotection
defender\tdefend
defiendo\tdefend
defiende\tdefend
defienden\tdefend
defendiendo\tdefending
defendido\tdefended
defenderme\tdefend myself
defenderse\tdefend
defensa\tdefense
engañar\ttrick
engaño\ttrick
engaños\ttrick
engañas\ttrick
engaña\ttrick
engañan\ttrick
engañando\ttricking
engañado\ttricked
engañada\ttricked
engañó\ttricked
engañarlo\ttrick him
engañarla\ttrick her
engañarle\ttrick him
mentir\tlie
miento\tlie
mientes\tlie
miente\tlie
mienten\tlie
mintiendo\tlying
mentido\tlied
mentí\tlied
mintió\tlied
mentira\tlie
mentiras\tlies
mentiroso\tliar
fingir\tpretend
finjo\tpretend
finges\tpretend
finge\tpretend
fingen\tpretend
fingiendo\tpretending
fingido\tfake
fingida\tfake
fingí\tpretended
fingió\tpretended
finjamos\tpretend
ignorar\tignore
ignoro\tignore
ignoras\tignore
ignora\tignore
ignoran\tignore
ignorando\tignoring
ignorado\tignored
ignoró\tignored
ignóralo\tignore it
ignorarlo\tignore it
saltar\tjump
salto\tjump
saltas\tjump
salta\tjump
saltan\tjump
saltando\tjumping
saltó\tjumped
saltarse\tskip
saltarme\tskip
saltarlo\tskip it
sáltate\tskip
tirar\tthrow
tiro\tshot
tiros\tshots
tiras\tthrow
tira\tthrow
tiran\tthrow
tire\tthrow
tirando\tthrowing
tirado\tthrown
tiré\tthrew
tiró\tthrew
tirarlo\tthrow it
tirarme\tthrow myself
tíralo\tthrow it
lanzar\tthrow
lanzo\tthrow
lanza\tthrow
lanzan\tthrow
lanzando\tthrowing
lanzado\tthrown
lanzó\tthrew
lanzarme\tthrow myself
lanzarlo\tthrow it
lánzalo\tthrow it
aventar\tthrow
avento\tthrow
avienta\tthrow
aventarme\tthrow myself
aventarlo\tthrow it
aventó\tthrew
empujar\tpush
empujo\tpush
empujas\tpush
empuja\tpush
empujan\tpush
empujando\tpushing
empujado\tpushed
empujó\tpushed
empujarlo\tpush him
empujarla\tpush her
empújalo\tpush him
atrapar\tcatch
atrapo\tcatch
atrapa\tcatch
atrapan\tcatch
atrapando\tcatching
atrapado\tcaught
atrapada\tcaught
atrapados\tcaught
atrapó\tcaught
atraparlo\tcatch him
atraparme\tcatch me
pillar\tcatch
pillo\tcatch
pilla\tcatch
pillan\tcatch
pillen\tcatch
pillado\tcaught
pillada\tcaught
pilló\tcaught
pillaron\tcaught
pillarme\tcatch me
cachado\tcaught
cachen\tcatch
cacharon\tcaught
agarrar\tgrab
agarro\tgrab
agarra\tgrab
agarran\tgrab
agarren\tcatch
agarrado\tcaught
agarraron\tcaught
arrestar\tarrest
arresto\tarrest
arresta\tarrest
arrestan\tarrest
arrestado\tarrested
arrestada\tarrested
arrestados\tarrested
arrestó\tarrested
arrestaron\tarrested
arrestarlo\tarrest him
denunciar\treport
denuncio\treport
denuncia\treport
denuncias\treport
denuncian\treport
denunciando\treporting
denunciado\treported
denunció\treported
denunciarlo\treport him
denunciarla\treport her
reportar\treport
reporto\treport
reporta\treport
reportado\treported
reportarlo\treport it
reporte\treport
reportes\treport
votar\tvote
voto\tvote
votos\tvotes
votas\tvote
vota\tvote
votamos\tvote
votan\tvote
voten\tvote
votando\tvoting
votado\tvoted
voté\tvoted
votó\tvoted
votaron\tvoted
elegir\tpick
elijo\tpick
eliges\tpick
elige\tpick
eligen\tpick
elija\tpick
eligiendo\tpicking
elegido\telected
elegida\telected
elegí\tpicked
eligió\tpicked
inventar\tinvent
invento\tinvent
inventas\tinvent
inventa\tinvent
inventan\tinvent
inventando\tinventing
inventado\tmade-up
inventada\tmade-up
inventados\tmade-up
inventó\tinvented
inventarlo\tinvent
invéntate\tinvent
generar\tgenerate
genera\tgenerate
generas\tgenerate
generan\tgenerate
generando\tgenerating
generado\tgenerated
generada\tgenerated
generó\tgenerated
generarlo\tgenerate it
genérame\tgenerate me
describir\tdescribe
describo\tdescribe
describes\tdescribe
describen\tdescribe
describiendo\tdescribing
descrito\tdescribed
describió\tdescribed
descríbeme\tdescribe me
descríbelo\tdescribe it
describirlo\tdescribe it
descripción\tdescription
traducir\ttranslate
traduzco\ttranslate
traduce\ttranslate
traducen\ttranslate
traduciendo\ttranslating
traducido\ttranslated
tradujo\ttranslated
tradúceme\ttranslate me
traducción\ttranslation
limpiar\tclean
limpio\tclean
limpias\tclean
limpia\tclean
limpian\tclean
limpiando\tcleaning
limpiado\tcleaned
limpió\tcleaned
limpiarlo\tclean it
límpialo\tclean it
limpieza\tcleaning
lavar\twash
lavo\twash
lava\twash
lavando\twashing
lavado\tlaundering
lavarlo\twash it
blanquear\tlaunder
blanqueo\tlaundering
blanqueando\tlaundering
blanqueado\tlaundered
desaparecer\tdisappear
desaparezco\tdisappear
desaparece\tdisappear
desaparecen\tdisappear
desapareciendo\tdisappearing
desaparecido\tmissing
desaparecida\tmissing
desaparecidos\tmissing
desapareció\tdisappeared
desaparecerlo\tmake disappear
desaparecerla\tmake disappear
deshacerse\tget rid
deshacerme\tget rid
deshacerte\tget rid
deshago\tget rid
deshazte\tget rid
sangrar\tbleed
sangro\tbleed
sangra\tbleed
sangran\tbleed
sangrando\tbleeding
sangrado\tbleeding
sangró\tbled
doler\thurt
duele\thurts
duelen\thurt
dolió\thurt
doliendo\thurting
odiar\thate
odio\thate
odias\thate
odia\thate
odiamos\thate
odian\thate
odiando\thating
odiado\thated
odié\thated
odió\thated
amar\tlove
amo\ti love
amas\tlove
ama\tlove
aman\tlove
amando\tloving
amado\tloved
amor\tlove
gustar\tlike
gusta\tlikes
gustan\tlike
gustaría\twould like
gustó\tliked
conocer\tknow
conozco\ti know
conoces\tyou know
conoce\tknows
conocemos\tknow
conocen\tknow
conociendo\tknowing
conocido\tknown
conocí\tmet
conoció\tmet
saber\tknow
sabes\tyou know
sabe\tknows
saben\tknow
sabía\tknew
sabiendo\tknowing
sabido\tknown
supe\tknew
supo\tknew
sepa\tknow
sepan\tknow
olvidar\tforget
olvido\tforget
olvida\tforget
olvidé\tforgot
olvidó\tforgot
olvidado\tforgotten
recordar\tremember
recuerdo\tremember
recuerda\tremember
recordó\tremembered
aprender\tlearn
aprendo\tlearn
aprendes\tlearn
aprende\tlearn
aprenden\tlearn
aprendiendo\tlearning
aprendido\tlearned
aprendí\tlearned
aprendió\tlearned
entender\tunderstand
entiendo\tunderstand
entiendes\tunderstand
entiende\tunderstand
entienden\tunderstand
entendido\tunderstood
entendí\tunderstood
entendió\tunderstood
funcionar\twork
funciono\twork
funciona\tworks
funcionan\twork
funcionando\tworking
funcionó\tworked
funcione\twork
llegar\treach
llego\treach
llegas\treach
llega\treach
llegamos\treach
llegan\treach
llegue\treach
llegando\treaching
llegado\tarrived
llegué\tarrived
llegó\tarrived
venir\tcome
vengo\tcome
vienes\tcome
viene\tcomes
venimos\tcome
vienen\tcome
ven\tcome
venga\tcome
vengan\tcome
viniendo\tcoming
venido\tcome
vine\tcame
vino\tcame
vinieron\tcame
traer\tbring
traigo\tbring
traes\tbring
trae\tbring
traen\tbring
traiga\tbring
trayendo\tbringing
traído\tbrought
trajo\tbrought
tráeme\tbring me
traerlo\tbring it
llevar\ttake
llevo\ttake
llevas\ttake
lleva\ttakes
llevan\ttake
lleve\ttake
llevando\ttaking
llevado\ttaken
llevé\ttook
llevó\ttook
llevarlo\ttake him
llevarla\ttake her
llévalo\ttake it
llevarme\ttake me
probar\ttest
pruebo\ttest
pruebas\ttests
prueba\ttest
prueban\ttest
probando\ttesting
probado\ttested
probé\ttested
probó\ttested
probarlo\ttest it
pruébalo\ttry it
intentar\ttry
intento\ttry
intentos\ttries
intentas\ttry
intenta\ttry
intentan\ttry
intente\ttry
intentando\ttrying
intentado\ttried
intenté\ttried
intentó\ttried
intentarlo\ttry it
lograr\tachieve
logro\tachieve
logra\tachieve
logrado\tachieved
logró\tachieved
esperar\twait
espero\twait
esperas\twait
espera\twait
esperando\twaiting
esperó\twaited
sostener\thold
sostén\thold
sujetar\thold
sujétalo\thold him
aguantar\thold
aguanto\thold
aguanta\thold
cuidar\tcare
cuido\tcare
cuida\tcare
cuidando\tcaring
cuidado\tcareful
cuidados\tcare
cubrir\tcover
cubro\tcover
cubre\tcover
cubierto\tcovered
cubrirlo\tcover it
tapar\tcover
tapa\tcover
taparlo\tcover it
encubrir\tcover up
encubrimiento\tcover up
incluir\tinclude
incluye\tinclude
incluyen\tinclude
incluido\tincluded
incluyendo\tincluding
producir\tproduce
produzco\tproduce
producido\tproduced
producción\tproduction
entrenar\ttrain
entreno\ttrain
entrena\ttrain
entrenando\ttraining
entrenamiento\ttraining
girar\tturn
gira\tturn
imprimir\tprint
imprime\tprint
imprimirlo\tprint it
impreso\tprinted
conducir\tdrive
conduzco\tdrive
conduce\tdrive
conduciendo\tdriving
manejar\tdrive
manejo\tdrive
maneja\tdrive
manejando\tdriving
mover\tmove
muevo\tmove
mueve\tmove
moviendo\tmoving
movido\tmoved
moverlo\tmove it
mudarse\tmove
mudé\tmoved
significar\tmean
significa\tmeans
significado\tmeaning
preocupar\tworry
preocupa\tworry
preocupado\tworried
preocupada\tworried
permitir\tallow
permito\tallow
permite\tallow
permitido\tallowed
permitida\tallowed
permitidos\tallowed
prohibir\tban
prohíbe\tban
prohibido\tbanned
prohibida\tbanned
prohibidos\tbanned
prohibidas\tbanned
reconocer\trecognize
reconozco\trecognize
reconoce\trecognize
reconocido\trecognized
reconocerme\trecognize me
detectar\tdetect
detecto\tdetect
detecta\tdetect
detectado\tdetected
detectada\tdetected
detecten\tdetect
detectarlo\tdetect it
prevenir\tprevent
prevengo\tprevent
previene\tprevent
prevención\tprevention
escanear\tscan
escaneo\tscan
escanea\tscan
clonar\tclone
clono\tclone
clona\tclone
clonado\tcloned
clonada\tcloned
clonarla\tclone it
depurar\tdebug
depuración\tdebug
purgar\tpurge
purga\tpurge
purgarme\tpurge
triturar\tshred
triturarlo\tshred it
resbalar\tslip
resbaló\tslipped
saquear\tloot
saqueo\tloot
saqueando\tlooting
saqueado\tlooted
botín\tloot
allanar\tburglarize
allanamiento\tburglary
asaltar\trob
asalto\trobbery
asaltos\trobbery
asalta\trob
asaltando\trobbing
asaltado\trobbed
asaltante\trobber
asaltantes\trobbers
atracar\trob
atraco\theist
atracos\theist
atracador\trobber
insultar\tinsult
insulto\tslur
insultos\tslur
insulta\tinsult
humillar\thumiliate
humillación\thumiliate
humillarla\thumiliate her
deshumanizar\tdehumanize
acusar\taccuse
acuso\taccuse
acusa\taccuse
acusando\taccusing
acusado\taccused
acusada\taccused
acusación\tallegations
acusaciones\tallegations
culpar\tblame
culpa\tblame
culpable\tguilty
inocente\tinnocent
intimidar\tintimidate
intimido\tintimidate
intimida\tintimidate
intimidarlo\tintimidate him
intimidarla\tintimidate her
intimidación\tintimidate
amañar\trig
amañado\trigged
amañadas\trigged
malversar\tembezzle
malversación\tembezzle
desfalcar\tembezzle
desfalco\tembezzle
defraudar\tfraud
suplantar\timpersonate
suplantación\timpersonate
evadir\tevade
evado\tevade
evadiendo\tevading
evasión\tevade
eludir\tevade
eludo\tevade
burlar\tbypass
burlo\tbypass
desactivar\tdisable
desactivo\tdisable
desactiva\tdisable
desactivado\tdisabled
desactivada\tdisabled
desactivarlo\tdisable it
activar\tenable
activo\tactive
activa\tenable
activado\tenabled
activada\tenabled
habilitar\tenable
habilitado\tenabled
deshabilitar\tdisable
deshabilitado\tdisabled
acceder\taccess
accedo\taccess
accede\taccess
accediendo\taccessing
accedido\taccessed
infiltrar\tinfiltrate
infiltrarse\tinfiltrate
exfiltrar\texfiltrate
filtrar\tleak
filtro\tfilter
filtros\tfilters
filtrado\tleaked
filtración\tleak
cifrar\tencrypt
cifrado\tencrypted
encriptar\tencrypt
encriptado\tencrypted
descifrar\tcrack
descifrado\tcracked
crackear\tcrack
crackeado\tcracked
crackeada\tcracked
rescatar\trescue
rescate\transom
esclavizar\tenslave
esclavo\tslave
esclavos\tslaves
esclava\tslave
esclavas\tslaves
esclavitud\tslavery
prostituir\tprostitute
prostituirse\tprostitute
enterrar\tbury
entierro\tbury
enterrarlo\tbury him
enterrado\tburied
cavar\tdig
disolver\tdissolve
disolverlo\tdissolve it
disuelve\tdissolve
vaciar\tempty
llenar\tfill
resumir\tsummarize
resume\tsummarize
resumen\tsummary
recomendar\trecommend
recomiendo\trecommend
recomienda\trecommend
recomiéndame\trecommend me
sugerir\tsuggest
sugiere\tsuggest
sugiéreme\tsuggest me
redactar\tdraft
redacta\tdraft
redáctame\tdraft me
redactado\tdrafted
planear\tplan
planeo\tplan
planea\tplan
planeando\tplanning
planeado\tplanned
planificar\tplan
planificando\tplanning
organizar\torganize
organiza\torganize
organizando\torganizing
revisar\tcheck
reviso\tcheck
revisa\tcheck
revisando\tchecking
revisado\tchecked
revisión\treview
verificar\tcheck
verifico\tcheck
verifica\tcheck
verificado\tchecked
verificación\tcheck
comprobar\tcheck
compruebo\tcheck
comprueba\tcheck
comprobado\tchecked
calcular\tcalculate
calcula\tcalculate
cálculo\tcalculate
listar\tlist
enumerar\tlist
enumera\tlist
aparentar\tpretend
simular\tpretend
simula\tpretend
imaginar\timagine
imagina\timagine
imaginemos\timagine
imaginario\tfantasy
suponer\tsuppose
supongamos\tsuppose
supón\tsuppose
actuar\tact
actúo\tact
actúa\tact
actuando\tacting
interpretar\tplay
interpreta\tplay
rolear\troleplay
juguemos\tplay
pasear\twalk
caminar\twalk
camino\twalk
camina\twalk
caminando\twalking
correr\trun
corro\trun
corre\trun
corren\trun
corriendo\trunning
corrió\tran
conectar\tconnect
conecta\tconnect
conectado\tconnected
conexión\tconnection
desconectar\tdisconnect
registrar\trecord
registro\tlog
registros\trecords
registrarse\tsign up
registrado\tregistered
firmar\tsign
firma\tsignature
firmado\tsigned
notar\tnotice
noto\tnotice
nota\tnote
notas\tnotes
notaron\tnoticed
notarlo\tnotice it
enterarse\tfind out
entere\tfind out
enteren\tfind out
enteres\tfind out
enteró\tfound out
enteraron\tfound out
entero\twhole
entera\twhole
enteros\twhole
darse\tnotice
sospechar\tsuspect
sospecha\tsuspicion
sospechoso\tsuspicious
sospechosa\tsuspicious
sospechas\tsuspicion
investigar\tinvestigate
investigación\tinvestigation
investigadores\tinvestigators
investigador\tinvestigator
juzgar\tjudge
condenar\tconvict
condenado\tconvicted
condenada\tconvicted
condena\tsentence
castigar\tpunish
castigo\tpunishment
castigos\tpunishment
encarcelar\tjail
encarcelado\tjailed
expulsar\texpel
expulsado\texpelled
expulsada\texpelled
deportar\tdeport
deporto\tdeport
deportado\tdeported
deportados\tdeported
deportarlos\tdeport them
deportación\tdeported
discriminar\tdiscriminate
discriminación\tdiscrimination
despedir\tfire
despedido\tfired
despedida\tfired
despidieron\tfired
renunciar\tquit
renuncio\tquit
crecer\tgrow
crece\tgrow
fallar\tfail
falla\tfail
fallo\tfail
falló\tfailed
arreglar\tfix
arreglo\tfix
arregla\tfix
arréglalo\tfix it
reparar\trepair
fijar\tset
configurar\tset up
configuro\tset up
configura\tset up
configuración\tsettings
ajustar\tadjust
cargar\tload
carga\tpayload
cargado\tloaded
cargarse\tkill
cargármelo\tkill him
liquidar\tkill
liquidarlo\tkill him
despachar\tkill
despacharlo\tkill him
bajarle\tkill
echarse\tkill
plomear\tshoot
plomearlo\tshoot him
balear\tshoot
baleado\tshot
baleada\tshot
balearlo\tshoot him
tirotear\tshoot
tiroteado\tshot
acribillar\tshoot
acribillado\tshot
fusilar\texecute
fusilado\texecuted
encañonar\tthreaten
asesinar\tmurder
asesino\tkiller
asesinos\tkillers
asesina\tkiller
asesinas\tkillers
asesinato\tmurder
asesinatos\tmurder
asesinado\tmurdered
asesinada\tmurdered
asesinados\tmurdered
asesinó\tmurdered
asesinarlo\tmurder him
asesinarla\tmurder her
asesinarle\tmurder him
asesinarlos\tmurder them
asesíname\tkill me
homicidio\tmurder
homicidios\tmurder
homicida\tkiller
feminicidio\tmurder
sicario\thitman
sicarios\thitman
sicaria\thitman
gatillero\thitman
arma\tweapon
armas\tweapons
armado\tarmed
armada\tarmed
armados\tarmed
armamento\tweapons
pistola\tgun
pistolas\tgun
revólver\tgun
revolver\tgun
fusil\trifle
fusiles\trifle
escopeta\tshotgun
escopetas\tshotgun
metralleta\tmachine gun
metralletas\tmachine gun
ametralladora\tmachine gun
ametralladoras\tmachine gun
cuerno\trifle
cuete\tgun
cuetes\tgun
cuetazo\tshot
fierro\tgun
fierros\tgun
pipa\tgun
pipas\tgun
fusca\tgun
fuscas\tgun
chumbo\tgun
bufoso\tgun
matraca\tmachine gun
hierro\tiron
pistolita\tgun
plomo\tbullet
plomazo\tshot
balazo\tshot
balazos\tshot
bala\tbullet
balas\tbullets
balacera\tshooting
balaceras\tshooting
tiroteo\tshooting
tiroteos\tshooting
munición\tammo
municiones\tammo
cartucho\tcartridge
cartuchos\tcartridge
cargador\tmagazine
cargadores\tmagazine
silenciador\tsilencer
silenciadores\tsilencer
supresor\tsuppressor
gatillo\ttrigger
calibre\tcaliber
francotirador\tsniper
cuchillo\tknife
cuchillos\tknife
navaja\tknife
navajas\tknife
puñal\tknife
puñales\tknife
daga\tknife
dagas\tknife
filero\tknife
fileros\tknife
cuchilla\trazor
cuchillas\trazor
hojilla\trazor
gillette\trazor
machetes\tmachete
hacha\taxe
hachas\taxe
manopla\tknuckles
manoplas\tknuckles
nudilleras\tknuckles
bate\tbat
bates\tbat
palo\tstick
palos\tstick
garrote\tclub
porra\tclub
martillo\thammer
bomba\tbomb
bombas\tbomb
bombita\tbomb
bombazo\tbomb
explosivo\texplosive
explosivos\texplosive
explosiva\texplosive
explosivas\texplosive
granada\tgrenade
granadas\tgrenade
dinamita\tdynamite
detonador\tdetonator
detonadores\tdetonator
mecha\tfuse
mechas\tfuse
pólvora\tgunpowder
pirotecnia\tfireworks
cohetes\tfireworks
petardo\tfirecracker
petardos\tfirecracker
coctel\tcocktail
cóctel\tcocktail
metralla\tshrapnel
clavos\tnails
tornillos\tscrews
tubo\tpipe
tubos\tpipe
olla\tpot
temporizador\ttimer
soga\trope
sogas\trope
cuerda\trope
cuerdas\trope
horca\tnoose
nudo\tknot
lazo\trope
veneno\tpoison
venenos\tpoison
venenoso\tpoisonous
venenosa\tpoisonous
venenosas\tpoisonous
tóxico\ttoxic
tóxica\ttoxic
tóxicos\ttoxic
tóxicas\ttoxic
toxina\ttoxin
toxinas\ttoxin
cianuro\tcyanide
arsénico\tarsenic
estricnina\tstrychnine
ántrax\tanthrax
cloro\tchlorine
lejía\tbleach
amoníaco\tammonia
amoniaco\tammonia
ácido\tacid
ácidos\tacid
sarín\tsarin
ricina\tricin
botulínica\tbotulinum
botulismo\tbotulinum
uranio\turanium
plutonio\tplutonium
nucleares\tnuclear
radiactivo\tradioactive
radiactiva\tradioactive
radioactivo\tradioactive
fisible\tfissile
enriquecido\tenriched
enriquecimiento\tenrichment
enriquecer\tenrich
centrifugadora\tcentrifuge
centrifugadoras\tcentrifuge
termita\tthermite
fosgeno\tphosgene
agente\tagent
nervioso\tnerve
bioarma\tbioweapon
biológica\tbiological
biológicas\tbiological
biológico\tbiological
química\tchemical
químicas\tchemical
químico\tchemical
químicos\tchemical
patógeno\tpathogen
patógenos\tpathogen
esporas\tspores
viruela\tsmallpox
peste\tplague
plaga\tplague
plagas\tplague
epidemia\tepidemic
pandemia\tpandemic
bacterias\tbacteria
droga\tdrug
drogas\tdrugs
narcótico\tnarcotic
narcóticos\tnarcotic
estupefacientes\tnarcotic
sustancia\tsubstance
sustancias\tsubstance
cocaína\tcocaine
coca\tcocaine
coka\tcocaine
perico\tcocaine
perica\tcocaine
farlopa\tcocaine
merca\tcocaine
blanca\twhite
polvo\tpowder
polvos\tpowder
raya\tline
rayas\tlines
tusi\tcocaine
tusibi\tcocaine
basuco\tcrack
bazuco\tcrack
piedra\trock
piedras\trock
marihuana\tweed
mariguana\tweed
marijuana\tweed
mota\tweed
hierba\tweed
yerba\therb
porro\tjoint
porros\tjoint
canuto\tjoint
peta\tjoint
faso\tjoint
toques\thit
hachís\thashish
hachis\thashish
cogollos\tweed
cogollo\tweed
semillas\tseeds
cristal\tcrystal
metanfetamina\tmethamphetamine
metanfetaminas\tmethamphetamine
meta\tgoal
anfetamina\tamphetamine
anfetaminas\tamphetamine
anfetas\tamphetamine
éxtasis\tmdma
tacha\tmdma
tachas\tmdma
pastillas\tpills
pastilla\tpill
pastis\tpills
rulas\tpills
heroína\theroin
chiva\theroin
fentanilo\tfentanyl
fentanil\tfentanyl
opio\topium
opiáceos\topioids
opioides\topioids
morfina\tmorphine
oxicodona\toxycodone
codeína\tcodeine
ketamina\tketamine
keta\tketamine
tripi\tlsd
tripis\tlsd
hongos\tmushrooms
setas\tmushrooms
benzodiacepinas\tbenzos
rivotril\tbenzos
tranquilizantes\tsedatives
tranquilizante\tsedative
sedante\tsedative
sedantes\tsedatives
somníferos\tsleeping pills
somnífero\tsleeping pill
burundanga\troofie
escopolamina\troofie
efedrina\tephedrine
pseudoefedrina\tpseudoephedrine
precursores\tprecursor
safrol\tsafrole
esteroides\tsteroids
esteroide\tsteroid
testosterona\ttestosterone
jeringa\tsyringe
jeringas\tsyringe
jeringuilla\tsyringe
aguja\tneedle
agujas\tneedle
narco\tdrug dealer
narcos\tdrug dealer
narcotraficante\tdrug dealer
narcotraficantes\tdrug dealer
narcotráfico\tdrug trafficking
díler\tdealer
dílers\tdealer
camello\tdealer
jíbaro\tdealer
puntero\tdealer
mula\tmule
mulas\tmule
cártel\tcartel
cárteles\tcartel
carteles\tcartel
mafias\tmafia
pandilla\tgang
pandillas\tgang
pandillero\tgang member
pandilleros\tgang member
mara\tgang
maras\tgang
banda\tband
bandas\tband
gramo\tgram
gramos\tgram
onza\tounce
onzas\tounce
kilos\tkilo
bolsita\tbaggie
bolsitas\tbaggie
dosis\tdose
sobredosis\toverdose
viaje\ttrip
subidón\thigh
colocón\thigh
resaca\thangover
abstinencia\twithdrawal
rehabilitación\trehab
desintoxicación\tdetox
jarabe\tsyrup
borracho\tdrunk
borracha\tdrunk
borrachos\tdrunk
ebrio\tdrunk
ebria\tdrunk
pedo\tdrunk
pedos\tdrunk
peda\tparty
cerveza\tbeer
cervezas\tbeer
chela\tbeer
chelas\tbeer
trago\tdrink
tragos\tdrink
cigarro\tcigarette
cigarros\tcigarette
cigarrillo\tcigarette
cigarrillos\tcigarette
vapeador\tvape
vapear\tvape
tabaco\ttobacco
sexo\tsex
sexuales\tsexual
sexualmente\tsexually
sexi\tsexy
erótico\terotic
erótica\terotic
eróticos\terotic
eróticas\terotic
porno\tporn
pornografía\tporn
pornográfico\tpornographic
pornográfica\tpornographic
pornográficos\tpornographic
pornográficas\tpornographic
xxx\tporn
nudes\tnude
packs\tnude
pack\tnude
cachondo\thorny
cachonda\thorny
cachondos\thorny
caliente\thot
calientes\thot
arrecho\thorny
arrecha\thorny
calenturienta\thorny
orgasmo\torgasm
orgasmos\torgasm
condón\tcondom
condones\tcondom
preservativo\tcondom
pene\tcock
penes\tcock
verga\tcock
vergas\tcock
polla\tcock
pollas\tcock
pija\tcock
pinga\tcock
pito\tcock
vagina\tpussy
coño\tpussy
chocho\tpussy
panocha\tpussy
tetas\ttits
teta\ttits
chichis\ttits
pechos\tbreasts
pecho\tchest
senos\tbreasts
pezones\tnipples
culo\tass
culos\tass
nalgas\tbutt
trasero\tbutt
puta\twhore
putas\twhore
puto\twhore
putita\twhore
zorra\twhore
perra\tbitch
perras\tbitch
prostituta\tprostitute
prostitutas\tprostitute
prostitución\tprostitution
prostíbulo\tbrothel
burdel\tbrothel
burdeles\tbrothel
proxeneta\tpimp
padrote\tpimp
chulo\tcute
trata\ttry
escorts\tescort
menor\tminor
menores\tminor
niña\tgirl
niñas\tgirls
niño\tchild
niños\tkids
nena\tgirl
nenas\tgirls
chica\tgirl
chicas\tgirls
chico\tboy
chicos\tboys
muchacha\tgirl
muchachas\tgirls
muchacho\tboy
muchachos\tboys
chamaco\tkid
chamacos\tkids
chamaca\tgirl
chavo\tguy
chavos\tguys
chava\tgirl
chavas\tgirls
morra\tgirl
morras\tgirls
morro\tkid
morros\tkids
pibe\tkid
pibes\tkids
piba\tgirl
pibas\tgirls
chamo\tkid
chamos\tkids
chama\tgirl
chamas\tgirls
crío\tkid
críos\tkids
cría\tkid
chiquillo\tkid
chiquillos\tkids
chiquilla\tgirl
escuincle\tkid
escuincles\tkids
guagua\tbaby
guaguas\tkids
bebé\tbaby
bebés\tbaby
nene\tkid
nenes\tkids
adolescente\tteen
adolescentes\tteen
púber\tpreteen
preadolescente\tpreteen
colegiala\tschoolgirl
colegialas\tschoolgirl
infantil\tchild
infantiles\tchild
pedófilo\tpedophile
pedófilos\tpedophile
pederasta\tpedophile
pederastas\tpedophile
pedofilia\tpedophile
incesto\tincest
trío\tthreesome
orgía\torgy
fetiche\tfetish
fetiches\tfetish
consentimiento\tconsent
consentir\tconsent
consentido\tconsenting
consensuado\tconsenting
consensual\tconsenting
fantasía\tfantasy
fantasías\tfantasy
íntimo\tintimate
íntima\tintimate
íntimas\tintimate
íntimos\tintimate
intimidad\tintimate
abusar\tabuse
abuso\tabuse
abusos\tabuse
abusado\tabused
abusada\tabused
abusó\tabused
abusarla\tabuse her
abusarlo\tabuse him
abusador\tabuser
abusadores\tabuser
abusivo\tabusive
autolesión\tself-harm
autolesiones\tself-harm
autolesionarme\tself-harm
autolesionarse\tself-harm
autolesionarte\tself-harm
autodañarme\tself-harm
cicatriz\tscar
cicatrices\tscars
vena\tvein
venas\tvein
muñeca\twrist
muñecas\twrists
cuello\tneck
garganta\tthroat
vida\tlife
vidas\tlives
depresión\tdepression
deprimido\tdepressed
deprimida\tdepressed
triste\tsad
tristeza\tsadness
soledad\tloneliness
ansiedad\tanxiety
desesperado\tdesperate
desesperada\tdesperate
desesperación\tdespair
inútil\tuseless
adiós\tgoodbye
puente\tbridge
puentes\tbridge
edificio\tbuilding
edificios\tbuilding
azotea\troof
techo\troof
precipicio\tcliff
vías\ttracks
vomitar\tvomit
vómito\tvomit
ayunar\tstarve
ayuno\tfast
hambre\thunger
adelgazar\tlose weight
flaca\tthin
flaco\tthin
delgada\tthin
gorda\tfat
gordo\tfat
gordos\tfat
calorías\tcalories
caloría\tcalories
peso\tweight
racista\tracist
racistas\tracist
racismo\tracist
raza\trace
razas\trace
étnico\tethnic
étnica\tethnic
étnicos\tethnic
étnicas\tethnic
inferiores\tinferior
superiores\tsuperior
escoria\tscum
basura\ttrash
alimaña\tvermin
alimañas\tvermin
ratas\trats
rata\trat
cucarachas\tcockroaches
parásitos\tparasites
parásito\tparasites
salvaje\tsavage
salvajes\tsavages
bestias\tanimals
animales\tanimals
subhumano\tsubhuman
subhumanos\tsubhuman
infrahumanos\tsubhuman
invasores\tinvaders
invasor\tinvaders
invasión\tinvasion
judío\tjew
judíos\tjews
judía\tjewish
judías\tjewish
hebreo\tjewish
musulmán\tmuslim
musulmanes\tmuslim
musulmana\tmuslim
islámico\tislamic
moro\tarabs
moros\tarabs
árabe\tarabs
árabes\tarabs
cristiano\tchristian
cristianos\tchristians
cristiana\tchristian
católicos\tchristians
gitano\tgypsies
gitanos\tgypsies
gitana\tgypsies
gitanas\tgypsies
mexicano\tmexicans
mexicanos\tmexicans
mexicana\tmexicans
latino\tlatinos
latina\tlatinos
hispano\thispanics
hispanos\thispanics
sudaca\tlatinos
sudacas\tlatinos
chino\tchinese
chinos\tchinese
china\tchinese
asiático\tasians
asiáticos\tasians
indio\tindians
indios\tindians
indígenas\tindians
negro\tblack
negra\tblack
negros\tblack
negras\tblack
blanco\twhite
blancos\twhite
africanos\tafricans
africano\tafricans
hindúes\thindus
sijs\tsikhs
inmigrante\timmigrants
inmigrantes\timmigrants
migrante\timmigrants
migrantes\timmigrants
ilegal\tillegal
ilegales\tillegal
ilegalmente\tillegally
refugiado\trefugees
refugiados\trefugees
extranjero\tforeign
extranjeros\tforeigners
maricón\tgay slur
maricones\tgay slur
marica\tgay slur
joto\tgay slur
jotos\tgay slur
bollera\tlesbian slur
tortillera\tlesbian slur
lesbiana\tlesbian
lesbianas\tlesbians
homosexuales\tgay
transexual\ttransgender
transexuales\ttransgender
transgénero\ttransgender
travesti\ttransgender
nazi\tnazis
nazismo\tnazis
holocausto\tholocaust
genocidio\tgenocide
terrorista\tterrorists
terroristas\tterrorists
terrorismo\tterrorism
atentado\tattack
atentados\tattack
yihad\tjihad
extremista\textremist
extremistas\textremist
supremacista\tracist
supremacía\tsupremacy
degenerado\tdegenerate
degenerados\tdegenerate
degenerada\tdegenerate
asqueroso\tdisgusting
asquerosa\tdisgusting
asquerosos\tdisgusting
asquerosas\tdisgusting
repugnante\tdisgusting
sucio\tdirty
sucia\tdirty
sucios\tdirty
sucias\tdirty
mugroso\tfilthy
mugriento\tfilthy
idiota\tidiot
idiotas\tidiot
estúpido\tstupid
estúpida\tstupid
pendejo\tidiot
pendeja\tidiot
pendejos\tidiot
imbécil\tidiot
imbéciles\tidiot
cabrón\tbastard
cabrones\tbastard
hijueputa\tmotherfucker
hijoputa\tmotherfucker
mierda\tshit
carajo\tfuck
joder\tfuck
jodido\tfucked
jodida\tfucked
pinche\tfucking
malparido\tbastard
gonorrea\tbastard
huevón\tidiot
boludo\tidiot
pelotudo\tidiot
gilipollas\tidiot
pirata\tpirate
piratas\tpirate
piratear\tpirate
pirateo\tpirate
pirateado\tpirated
pirateada\tpirated
pirateados\tpirated
pirateadas\tpirated
pirateria\tpirate
piratería\tpirate
contraseña\tpassword
contraseñas\tpasswords
clave\tpassword
claves\tpasswords
usuario\tuser
usuarios\tusers
credencial\tcredentials
credenciales\tcredentials
correo\temail
correos\temails
correoelectrónico\temail
mail\temail
mails\temails
mensaje\tmessage
mensajes\tmessages
mensajito\tmessage
wasap\twhatsapp
guasap\twhatsapp
chatear\tchat
conversación\tchat
conversaciones\tchat
troyano\ttrojan
troyanos\ttrojan
gusano\tworm
programa\tprogram
programas\tprogram
programar\tcode
programación\tcode
programador\tdeveloper
programadores\tdeveloper
desarrollador\tdeveloper
desarrolladores\tdeveloper
código\tcode
códigos\tcode
servidor\tserver
servidores\tserver
red\tnetwork
redes\tnetwork
vulnerabilidad\texploit
vulnerabilidades\texploit
puertatrasera\tbackdoor
registrador\tlogger
ubicación\tlocation
ubicaciones\tlocation
geolocalización\tlocation
dirección\taddress
direcciones\taddress
domicilio\taddress
celular\tphone
celulares\tphone
cel\tphone
móvil\tphone
móviles\tphone
teléfono\tphone
teléfonos\tphone
telefono\tphone
número\tnumber
números\tnumbers
computadora\tcomputer
computadoras\tcomputer
computador\tcomputer
ordenador\tcomputer
ordenadores\tcomputer
portátil\tlaptop
cámara\tcamera
cámaras\tcameras
micrófono\tmicrophone
pantalla\tscreen
aplicación\tapp
aplicaciones\tapp
aplicativo\tapp
sitio\tsite
sitios\tsite
página\tpage
páginas\tpage
web\twebsite
enlace\tlink
enlaces\tlink
vínculo\tlink
archivo\tfile
archivos\tfiles
carpeta\tfolder
datos\tdata
dato\tdata
información\tinformation
informacion\tinformation
info\tinformation
sistema\tsystem
sistemas\tsystem
seguridad\tsecurity
ciberseguridad\tsecurity
cortafuegos\tfirewall
ciberataque\tattack
ciberataques\tattack
denegación\tdenial
minería\tmining
minar\tmining
criptomonedas\tbitcoin
criptomoneda\tbitcoin
cripto\tbitcoin
billetera\twallet
cartera\twallet
monedero\twallet
tarjeta\tcard
tarjetas\tcards
crédito\tcredit
créditos\tcredit
débito\tdebit
cajero\tatm
cajeros\tatm
banco\tbank
bancos\tbank
bancaria\tbank
bancario\tbank
bancarias\tbank
transferencia\ttransfer
transferencias\ttransfer
depósito\tdeposit
depositar\tdeposit
dinero\tmoney
plata\tmoney
lana\tmoney
varo\tmoney
feria\tfair
guita\tmoney
billete\tcash
billetes\tcash
efectivo\tcash
fraude\tfraud
fraudes\tfraud
fraudulento\tfraud
fraudulenta\tfraud
esquema\tscheme
piramidal\tponzi
falso\tfake
falsa\tfake
falsos\tfake
falsas\tfake
falsamente\tfalsely
trucho\tfake
trucha\tfake
truchos\tfake
chafa\tfake
réplica\tknockoff
réplicas\tknockoff
imitación\tknockoff
documento\tdocument
documentos\tdocument
identificación\tid
identidad\tidentity
pasaporte\tpassport
pasaportes\tpassport
licencia\tlicense
licencias\tlicense
carnet\tlicense
permiso\tlicense
permisos\tlicense
impuesto\ttax
impuestos\ttax
hacienda\tirs
seguro\tsafe
segura\tsafe
seguros\tsafe
seguras\tsafe
asegurar\tensure
aseguradora\tinsurance
póliza\tinsurance
elecciones\telection
elección\telection
electorales\telectoral
votante\tvoter
votantes\tvoters
elector\tvoter
electores\tvoters
boleta\tballot
boletas\tballots
papeleta\tballot
papeletas\tballots
urna\tballot box
urnas\tballot box
casilla\tpolling
casillas\tpolling
candidato\tcandidate
candidata\tcandidate
candidatos\tcandidate
candidatas\tcandidate
campaña\tcampaign
campañas\tcampaign
partido\tparty
partidos\tparty
gobierno\tgovernment
gobiernos\tgovernment
presidente\tpresident
presidenta\tpresident
político\tpolitician
política\tpolitics
políticos\tpoliticians
rumores\trumor
bulo\trumor
bulos\trumor
desinformación\tmisinformation
noticia\tnews
noticias\tnews
encuesta\tpoll
encuestas\tpolls
distrito\tdistrict
distritos\tdistricts
condado\tcounty
condados\tcounty
recuento\tcount
escrutinio\tcount
auditoría\taudit
auditar\taudit
auditado\taudited
padrón\tregistrations
inscripción\tregistration
inscribirse\tregister
participación\tturnout
ausente\tabsentee
primarias\tprimary
intermedias\tmidterms
policía\tpolice
policías\tpolice
poli\tpolice
polis\tpolice
tombo\tpolice
tombos\tpolice
pacos\tpolice
chota\tpolice
cana\tpolice
yuta\tpolice
maderos\tpolice
patrulla\tpatrol
patrullas\tpatrol
agentes\tagent
autoridades\tauthorities
autoridad\tauthorities
detectives\tdetective
forense\tforensic
forenses\tforensic
evidencia\tevidence
evidencias\tevidence
huella\tfingerprint
huellas\tfingerprint
testigo\twitness
testigos\twitness
cárcel\tjail
prisión\tprison
penal\tprison
tambo\tjail
juicio\ttrial
juez\tjudge
jueza\tjudge
tribunal\tcourt
tribunales\tcourt
juzgado\tcourt
abogado\tlawyer
abogada\tlawyer
abogados\tlawyer
ley\tlaw
leyes\tlaws
legalmente\tlegally
legales\tlegal
delito\tcrime
delitos\tcrime
crimen\tcrime
crímenes\tcrime
criminales\tcriminal
delincuente\tcriminal
delincuentes\tcriminal
ladrón\tthief
ladrones\tthieves
ladrona\tthief
ratero\tthief
rateros\tthieves
carterista\tpickpocket
carteristas\tpickpocket
chorro\tthief
choro\tthief
chorear\tsteal
mechera\tshoplift
ganzúa\tlockpick
ganzúas\tlockpick
cerradura\tlock
cerraduras\tlock
candado\tlock
llave\tkey
llaves\tkey
puerta\tdoor
puertas\tdoor
ventana\twindow
ventanas\twindow
alarma\talarm
alarmas\talarm
coche\tcar
coches\tcar
carro\tcar
carros\tcar
auto\tcar
autos\tcar
moto\tmotorcycle
motos\tmotorcycle
camioneta\ttruck
camión\ttruck
vehículo\tvehicle
puentear\thotwire
rehén\thostage
rehenes\thostage
penas\tpenalties
pena\tpenalty
multa\tfine
multas\tfine
sanciones\tpenalties
gente\tpeople
personas\tpeople
persona\tperson
instrucción\tinstruction
instrucciones\tinstructions
manera\tway
maneras\tways
forma\tway
formas\tways
modo\tmode
modos\tmode
método\tmethod
métodos\tmethod
receta\trecipe
recetas\trecipe
guía\tguide
guías\tguide
tutoriales\ttutorial
consejo\ttip
consejos\ttips
truco\ttrick
trucos\ttricks
detalle\tdetail
detalles\tdetails
detallado\tdetailed
detallada\tdetailed
detallados\tdetailed
detalladas\tdetailed
detalladamente\tdetailed
específico\tspecific
específica\tspecific
específicos\tspecific
específicas\tspecific
concreto\tspecific
fácil\teasy
fáciles\teasy
facil\teasy
fácilmente\teasily
sencillo\tsimple
sencilla\tsimple
difícil\thard
difíciles\thard
duro\thard
dura\thard
rápido\tfast
rápida\tfast
rápidos\tfast
rápidas\tfast
rápidamente\tquickly
rapidito\tquickly
lento\tslow
lentamente\tslowly
despacio\tslowly
casa\thome
casas\thouse
hogar\thome
hogares\thousehold
casero\thomemade
casera\thomemade
caseros\thomemade
caseras\thomemade
departamento\tapartment
depa\tapartment
apartamento\tapartment
piso\tapartment
cuarto\troom
cuartos\troom
habitación\troom
habitaciones\troom
cochera\tgarage
garaje\tgarage
baño\tbathroom
jardín\tgarden
patio\tyard
sótano\tbasement
escuela\tschool
escuelas\tschool
colegio\tschool
colegios\tschool
prepa\tschool
secundaria\tschool
universidad\tcollege
uni\tcollege
clase\tclass
clases\tclass
maestro\tteacher
maestra\tteacher
maestros\tteacher
profesor\tteacher
profesora\tteacher
profesores\tteacher
profe\tteacher
estudiante\tstudent
estudiantes\tstudents
alumno\tstudent
alumna\tstudent
alumnos\tstudents
alumnas\tstudents
compañero\tpartner
compañera\tpartner
compañeros\tcoworker
compañeras\tcoworker
colega\tcolleague
colegas\tcolleague
chamba\tjob
curro\tjob
empleo\tjob
empleado\temployee
empleada\temployee
empleados\temployee
jefe\tboss
jefa\tboss
jefes\tboss
gerente\tmanager
oficina\toffice
oficinas\toffice
empresa\tcompany
empresas\tcompany
compañía\tcompany
negocio\tbusiness
negocios\tbusiness
tienda\tstore
tiendas\tstore
súper\tstore
supermercado\tstore
mercado\tmarket
dueño\towner
dueña\towner
dueños\towner
arrendador\tlandlord
propietario\towner
inquilino\ttenant
vecino\tneighbor
vecina\tneighbor
vecinos\tneighbor
vecinas\tneighbor
vecindario\tneighborhood
barrio\tneighborhood
amigo\tfriend
amiga\tfriend
amigos\tfriends
amigas\tfriends
compa\tfriend
cuate\tfriend
cuates\tfriends
pana\tfriend
parce\tfriend
parcero\tfriend
wey\tguy
güey\tguy
tipo\tguy
tipos\tguys
tío\tguy
tía\tgirl
vato\tguy
man\tguy
señor\tman
señora\twoman
hombre\tman
hombres\tmen
mujer\twoman
mujeres\twomen
esposa\twife
esposo\thusband
marido\thusband
novia\tgirlfriend
novio\tboyfriend
novios\tcouple
pareja\tpartner
parejas\tcouple
padre\tfather
padres\tparents
papá\tdad
papás\tparents
madre\tmother
mamá\tmom
mami\tmom
papi\tdad
jefita\tmom
hijo\tson
hija\tdaughter
hijos\tchildren
hijas\tdaughter
hermano\tbrother
hermana\tsister
hermanos\tbrother
hermanas\tsister
abuela\tgrandmother
abuelo\tgrandfather
abuelos\tgrandparents
abuelita\tgrandmother
sobrino\tnephew
primo\tcousin
prima\tcousin
hijastra\tstepdaughter
hijastro\tstepson
madrastra\tstepmother
padrastro\tstepfather
familia\tfamily
familias\tfamilies
familiar\tfamily
gemelo\ttwin
gemela\ttwin
gemelos\ttwin
ancianos\telderly
anciano\telderly
anciana\telderly
viejito\telderly
viejita\telderly
viejitos\telderly
mayores\telderly
viejo\told
vieja\told
viejos\told
viejas\told
joven\tyoung
jóvenes\tyouth
juventud\tyouth
adulto\tadult
adulta\tadult
adultos\tadults
adultas\tadults
mayor\tadult
edad\tage
años\tyears
año\tyear
día\tday
días\tdays
semana\tweek
semanas\tweeks
mes\tmonth
meses\tmonths
hora\thour
horas\thours
minuto\tminute
minutos\tminutes
segundo\tsecond
segundos\tsecond
noche\tnight
noches\tnight
madrugada\tnight
tiempo\ttime
vez\ttime
veces\ttimes
fecha\tdate
finde\tweekend
fin\tend
cumpleaños\tbirthday
boda\twedding
bodas\twedding
fiesta\tparty
fiestas\tparty
regalo\tgift
regalos\tgifts
velas\tcandles
vela\tcandles
globo\tballoon
globos\tballoon
fogata\tcampfire
hoguera\tcampfire
fuego\tfire
fuegos\tfire
artificiales\tfireworks
cohete\trocket
ciudad\tcity
ciudades\tcity
pueblo\ttown
pueblos\ttown
país\tcountry
países\tcountries
estados\tstates
mundo\tworld
calle\tstreet
calles\tstreet
lugar\tplace
lugares\tplace
zona\tarea
parque\tpark
estación\tstation
metro\tsubway
tren\ttrain
trenes\ttrain
autobús\tbus
aeropuerto\tairport
avión\tplane
iglesia\tchurch
mezquita\tmosque
sinagoga\tsynagogue
templo\ttemple
hospitales\thospital
clínica\tclinic
clínicas\tclinic
consultorio\tclinic
farmacia\tpharmacy
farmacias\tpharmacy
gimnasio\tgym
centro\tcenter
comercial\tmall
estadio\tstadium
concierto\tconcert
multitud\tcrowd
muchedumbre\tcrowd
público\tpublic
pública\tpublic
públicos\tpublic
privado\tprivate
privada\tprivate
privados\tprivate
privadas\tprivate
secreto\tsecret
secreta\tsecret
secretos\tsecret
secretamente\tsecretly
silencio\tquietly
silenciosamente\tquietly
callado\tquietly
anónimo\tanonymous
anónima\tanonymous
anónimamente\tanonymous
desapercibido\tunnoticed
desapercibida\tunnoticed
irrastreable\tuntraceable
indetectable\tuntraceable
cuerpo\tbody
cuerpos\tbody
cadáver\tdead body
cadáveres\tdead body
cabeza\thead
cara\tface
ojos\teyes
ojo\teye
boca\tmouth
mano\thand
manos\thands
brazo\tarm
brazos\tarm
pierna\tleg
piernas\tlegs
pie\tfoot
pies\tfeet
corazón\theart
sangre\tblood
hueso\tbone
huesos\tbone
piel\tskin
dedo\tfinger
dedos\tfinger
estómago\tstomach
pulmones\tlungs
cerebro\tbrain
médico\tdoctor
médica\tdoctor
médicos\tdoctor
medico\tdoctor
doctora\tdoctor
doctores\tdoctor
enfermera\tnurse
enfermero\tnurse
enfermeras\tnurse
pediatra\tpediatrician
terapeuta\ttherapist
psicólogo\ttherapist
psicóloga\ttherapist
psiquiatra\tpsychiatrist
consejero\tcounselor
consejera\tcounselor
medicina\tmedicine
medicinas\tmedicine
medicamento\tmedication
medicamentos\tmedication
fármaco\tdrug
fármacos\tdrug
dosificación\tdosage
antibiótico\tantibiotic
antibióticos\tantibiotic
amoxicilina\tamoxicillin
antidepresivos\tantidepressants
antidepresivo\tantidepressants
insulina\tinsulin
anestesia\tanesthetic
anestésico\tanesthetic
lidocaína\tlidocaine
litio\tlithium
warfarina\twarfarin
digoxina\tdigoxin
naloxona\tnaloxone
paracetamol\tacetaminophen
ibuprofeno\tibuprofen
aspirina\taspirin
antídoto\tantidote
síntoma\tsymptoms
síntomas\tsymptoms
fiebre\tfever
dolor\tpain
dolores\tpain
indoloro\tpainless
tos\tcough
enfermo\tsick
enferma\tsick
enfermos\tsick
enfermedad\tdisease
enfermedades\tdisease
salud\thealth
sano\thealthy
sana\thealthy
cirugía\tsurgery
cirugías\tsurgery
operación\tsurgery
puntos\tpoint
embarazo\tpregnancy
embarazada\tpregnant
aborto\tabortion
abortos\tabortion
abortar\tabortion
convulsión\tseizure
convulsiones\tseizure
epilepsia\tepilepsy
apendicitis\tappendicitis
quiste\tcyst
quimioterapia\tchemotherapy
quimio\tchemo
cáncer\tcancer
alergia\tallergy
infección\tinfection
inconsciente\tunconscious
desmayo\tfaint
emergencia\temergency
emergencias\temergency
urgencia\temergency
urgencias\temergency
ambulancia\tambulance
accidente\taccident
accidentes\taccident
línea\tline
líneas\tline
apoyo\tsupport
tratamiento\ttreatment
tratar\ttreat
trato\ttreat
pollo\tchicken
pescado\tfish
pez\tfish
peces\tfish
salmón\tsalmon
pavo\tturkey
cerdo\tpig
cerdos\tpig
puerco\tpig
marrano\tpig
res\tbeef
carne\tmeat
huevo\tegg
huevos\tegg
pastel\tcake
pasteles\tcake
torta\tcake
tarta\tcake
galletas\tcookies
pan\tbread
arroz\trice
papa\tpotato
papas\tpotato
patata\tpotato
patatas\tpotato
coco\tcoconut
nuez\twalnut
nueces\twalnut
chile\tchili
manzana\tapple
fruta\tfruit
verduras\tvegetables
ensalada\tsalad
sopa\tsoup
horno\toven
hornos\tovens
agua\twater
leche\tmilk
café\tcoffee
té\ttea
azúcar\tsugar
sal\tsalt
perro\tdog
perros\tdog
perrito\tpuppy
perritos\tpuppy
cachorro\tpuppy
cachorros\tpuppy
gato\tcat
gatos\tcat
gatito\tkitten
conejo\trabbit
conejos\trabbit
hámster\thamster
pájaro\tbird
pájaros\tbird
ave\tbird
aves\tbird
pajarera\tbirdhouse
ciervo\tdeer
venado\tdeer
venados\tdeer
avispa\twasp
avispas\twasp
mosquitos\tmosquito
mosco\tmosquito
pulgón\taphids
pulgones\taphids
insecto\tinsect
insectos\tinsect
hormigas\tants
mascota\tpet
mascotas\tpet
caballo\thorse
vaca\tcow
césped\tlawn
pasto\tlawn
planta\tplant
plantas\tplant
flor\tflower
flores\tflower
rosa\trose
rosas\troses
árbol\ttree
árboles\ttree
hiedra\tivy
moho\tmold
marfil\tivory
cazar\thunt
caza\thunt
cazador\thunter
furtivo\tpoach
furtiva\tpoach
pescar\tfish
pesca\tfish
volcán\tvolcano
volcanes\tvolcano
montaña\tmountain
río\triver
mar\tsea
playa\tbeach
lago\tlake
bosque\tforest
ajedrez\tchess
baloncesto\tbasketball
básquet\tbasketball
béisbol\tbaseball
fútbol\tsoccer
futbol\tsoccer
deporte\tsport
deportes\tsport
equipo\tteam
equipos\tteam
entrenador\tcoach
entrenadora\tcoach
novato\trookie
novata\trookie
videojuego\tgame
videojuegos\tgame
consola\tconsole
nivel\tlevel
jugador\tplayer
jugadores\tplayer
personaje\tcharacter
personajes\tcharacter
villano\tvillain
villana\tvillain
villanos\tvillain
héroe\thero
canción\tsong
canciones\tsong
letra\tlyrics
letras\tlyrics
poema\tpoem
poemas\tpoem
poesía\tpoem
novela\tnovel
novelas\tnovel
historia\tstory
historias\tstory
relato\tstory
relatos\tstory
capítulo\tchapter
capítulos\tchapter
escena\tscene
escenas\tscene
guion\tscript
guión\tscript
libreto\tscreenplay
película\tmovie
películas\tmovie
peli\tmovie
pelis\tmovie
serie\tseries
libro\tbook
libros\tbook
artículo\tarticle
artículos\tarticle
ensayo\tessay
discurso\tspeech
discursos\tspeech
borrador\tdraft
retrato\tportrait
dibujo\tdrawing
imagen\timage
imágenes\timage
foto\tphoto
fotos\tphotos
fotografía\tphoto
fotografías\tphotos
vídeo\tvideo
vídeos\tvideo
histórico\thistorical
histórica\thistorical
históricos\thistorical
históricamente\thistorically
hipotético\thypothetical
hipotética\thypothetical
hipotéticamente\thypothetical
ficción\tfiction
ficticio\tfictional
ficticia\tfictional
broma\tjoke
chiste\tjoke
chistes\tjoke
bromear\tjest
reglas\trules
regla\trule
normas\trules
norma\trule
pautas\tguidelines
directrices\tguidelines
políticas\tpolicy
restricción\trestrictions
restricciones\trestrictions
límite\tlimit
límites\tboundaries
peligro\tdanger
peligroso\tdangerous
peligrosa\tdangerous
peligrosos\tdangerous
peligrosas\tdangerous
arriesgado\trisky
riesgo\trisk
riesgos\trisk
advertencia\twarning
advertencias\twarning
aviso\twarning
señal\tsign
señales\tsigns
examen\ttest
exámenes\ttest
laboratorio\tlab
laboratorios\tlab
experimento\texperiment
ingredientes\tingredients
ingrediente\tingredient
materiales\tmaterials
herramienta\ttool
herramientas\ttool
caja\tbox
cajas\tbox
bolsa\tbag
bolsas\tbag
botella\tbottle
botellas\tbottle
frasco\tjar
recipiente\tcontainer
contenedor\tcontainer
cantidad\tamount
cantidades\tquantities
proporción\tratio
proporciones\tratio
temperatura\ttemperature
aire\tair
gasolina\tgas
nafta\tgas
combustible\tfuel
aceite\toil
fertilizante\tfertilizer
azufre\tsulfur
nitrato\tnitrate
clorato\tchlorate
perclorato\tperchlorate
glicerina\tglycerin
nitroglicerina\tnitroglycerin
acetona\tacetone
peróxido\tperoxide
mantener\tkeep
mantengo\tkeep
mantiene\tkeep
mantenerlo\tkeep it
mantenerla\tkeep her
manteniendo\tkeeping
guardar\tkeep
guardo\tkeep
guarda\tkeep
guardarlo\tkeep it
guárdalo\tkeep it
guardado\tsaved
conservar\tkeep
quedarse\tstay
quedarme\tstay
quédate\tstay
quedo\tstay
queda\tstay
quedan\tleft
quedó\tstayed
volver\tback
vuelvo\tback
vuelve\tback
volvió\tcame back
regresar\tback
regreso\tback
regresa\tback
regresó\tcame back
decidir\tdecide
decido\tdecide
decidí\tdecided
decidió\tdecided
decidido\tdecided
liberar\trelease
libera\trelease
liberado\treleased
soltar\tdrop
suelta\tdrop
soltarlo\tdrop it
difundir\tspread
difundo\tspread
difunde\tspread
difundiendo\tspreading
difundirlo\tspread it
propagar\tspread
propaga\tspread
propagando\tspreading
propagación\tspread
esparcir\tspread
esparce\tspread
dispersar\tspread
aerosolizar\taerosolize
copiar\tcopy
copio\tcopy
copia\tcopy
copias\tcopies
copiado\tcopied
cópialo\tcopy it
interrumpir\tinterrupt
interrumpe\tinterrupt
presionar\tpressure
presiona\tpress
presión\tpressure
contactar\tcontact
contacto\tcontact
contactos\tcontact
contratar\thire
contrato\tcontract
alquilar\trent
rentar\trent
renta\trent
alquiler\trent
viajar\ttravel
cruzar\tcross
frontera\tborder
fronteras\tborder
cobrar\tcharge
gastar\tspend
ahorrar\tsave
invertir\tinvest
inversión\tinvestment
retirar\twithdraw
transferir\ttransfer
hospedar\thost
anfitrión\thost
reunir\tgather
reunión\tmeeting
recoger\tpick
escoger\tpick
ocupar\tneed
ocupo\ti need
ocupas\tyou need
servir\tserve
sirve\tworks
sirven\twork
valer\tworth
costar\tcost
cuesta\tcosts
cuestan\tcost
precio\tprice
precios\tprice
barato\tcheap
barata\tcheap
baratos\tcheap
baratas\tcheap
caro\texpensive
caros\texpensive
gratis\tfree
gratuito\tfree
gratuita\tfree
libre\tfree
libres\tfree
importar\tmatter
importa\tmatters
importante\timportant
primero\tfirst
primera\tfirst
primeros\tfirst
primeras\tfirst
primer\tfirst
último\tlast
última\tlast
últimos\tlast
últimas\tlast
siguiente\tnext
siguientes\tnext
próximo\tnext
próxima\tnext
anterior\tprevious
atrás\tbehind
detrás\tbehind
espalda\tback
delante\tfront
frente\tfront
lado\tside
lados\tside
alrededor\taround
través\tthrough
medio\tmiddle
propio\town
propia\town
propios\town
propias\town
verdadero\treal
verdadera\treal
verdaderos\treal
reales\treal
nuevo\tnew
nueva\tnew
nuevos\tnew
nuevas\tnew
correcto\tright
correcta\tright
correctos\tright
cierto\ttrue
cierta\ttrue
incorrecto\twrong
posible\tpossible
posibles\tpossible
imposible\timpossible
efectiva\teffective
eficaz\teffective
eficaces\teffective
eficiente\tefficient
potente\tpowerful
poderoso\tpowerful
fuerte\tstrong
fuertes\tstrong
débil\tweak
letal\tlethal
letales\tlethal
mortal\tdeadly
mortales\tdeadly
discreto\tdiscreet
discreta\tdiscreet
discretamente\tquietly
silencioso\tquiet
silenciosa\tquiet
buena\tgood
buenos\tgood
buenas\tgood
buen\tgood
malo\tbad
mala\tbad
malos\tbad
malas\tbad
malvado\tevil
malvada\tevil
malvados\tevil
maldad\tevil
malignos\tevil
grande\tbig
grandes\tbig
gran\tgreat
enorme\thuge
pequeño\tsmall
pequeña\tsmall
pequeños\tsmall
pequeñas\tsmall
chiquito\tsmall
chiquita\tsmall
largo\tlong
larga\tlong
largos\tlong
cortos\tshort
alto\thigh
alta\thigh
altos\thigh
completo\tfull
completa\tfull
completos\tfull
lleno\tfull
llena\tfull
vacío\tempty
listo\tready
lista\tlist
listas\tlist
listado\tlist
listos\tready
serio\tserious
seria\tserious
serios\tserious
explícito\texplicit
explícita\texplicit
explícitos\texplicit
explícitas\texplicit
gráfico\tgraphic
gráfica\tgraphic
clara\tclear
oscuro\tdark
oscura\tdark
oscuridad\tdark
frío\tcold
fría\tcold
calor\theat
normalmente\tusually
usualmente\tusually
generalmente\tusually
frecuentemente\toften
menudo\toften
juntos\ttogether
juntas\ttogether
solos\talone
sola\talone
solas\talone
cosa\tthing
cosas\tthings
objeto\tobject
palabra\tword
palabras\tword
texto\ttext
textos\ttext
frase\tsentence
frases\tsentence
nombre\tname
nombres\tnames
apodo\tnickname
grupo\tgroup
grupos\tgroup
tarea\ttask
tareas\ttask
proyecto\tproject
proyectos\tproject
máquina\tmachine
máquinas\tmachines
servicio\tservice
servicios\tservices
sociales\tsocial
parte\tpart
partes\tpart
perdón\tsorry
disculpa\tsorry
disculpas\tsorry
disculpe\tsorry
genial\tgreat
increíble\tamazing
orden\torder
órdenes\torder
prensa\tpress
convincente\tconvincing
convincentes\tconvincing
fondo\tbackground
fondos\tfund
antecedentes\tbackground
ejemplo\texample
ejemplos\texample
procedimiento\tprocess
procedimientos\tprocess
proceso\tprocess
procesos\tprocesses
técnica\tmethod
técnicas\tmethod
estrategia\tplan
estrategias\tplan
planes\tplan
comentario\tcomment
comentarios\tcomment
reseña\treview
reseñas\treview
opinión\topinion
carta\tletter
cartas\tletter
guerra\twar
guerras\twar
batalla\tbattle
soldado\tsoldier
soldados\tsoldier
ejército\tarmy
militar\tmilitary
enemigo\tenemy
enemigos\tenemy
aliado\tally
aliados\tally
emboscada\tambush
tratado\ttreaty
tratados\ttreaties
víctima\tvictim
víctimas\tvictim
daño\tharm
daños\tharm
dañar\tharm
daña\tharm
dañarlo\tharm him
dañarla\tharm her
dañino\tharmful
dañina\tharmful
ayudante\tassistant
asistente\tassistant
experto\texpert
experta\texpert
expertos\texpert
consultor\tconsultant
intérprete\tinterpreter
personal\tstaff
dos\ttwo
tres\tthree
cuatro\tfour
cinco\tfive
seis\tsix
siete\tseven
ocho\teight
nueve\tnine
diez\tten
once\televen
doce\ttwelve
veinte\ttwenty
cien\thundred
mil\tthousand
millón\tmillion
millones\tmillion
mitad\thalf
doble\ttwice
todito\teverything
nomás\tjust
justo\tfair
justa\tfair
injusto\tunfair
diferencia\tdifference
diferente\tdifferent
diferentes\tdifferent
distinto\tdifferent
distinta\tdifferent
distintos\tdifferent
común\tcommon
comunes\tcommon
normales\tnormal
raro\tweird
rara\tweird
extraño\tstrange
locales\tlocal
entorno\tenvironment
ambiente\tenvironment
medioambiente\tenvironment
contexto\tcontext
caso\tcase
casos\tcase
situación\tsituation
problema\tproblem
problemas\tproblem
solución\tsolution
duda\tquestion
dudas\tquestion
tema\ttopic
temas\ttopic
punto\tpoint
objetivo\tgoal
objetivos\tgoal
propósito\tpurpose
razón\treason
razones\treason
motivo\treason
resultado\tresult
resultados\tresult
chivo\tgoat
fogueo\tblank
recortada\tsawed-off
culata\tstock
cañón\tbarrel
recámara\tchamber
fantasma\tghost
fantasmas\tghost
numeración\tserial
limar\tfile
impresa\tprinted
impresora\tprinter
artefacto\tdevice
artefactos\tdevice
dispositivo\tdevice
dispositivos\tdevice
nieve\tsnow
talco\tpowder
fariña\tcocaine
mandanga\tdrugs
pepas\tpills
pepa\tpill
rufis\troofie
roches\troofie
rohypnol\troofie
psilocibina\tpsilocybin
alucinógeno\thallucinogen
alucinógenos\thallucinogen
narcomenudeo\tdealing
menudeo\tdealing
motita\tweed
bacha\troach
cera\twax
matarratas\tpoison
raticida\tpoison
insecticida\tinsecticide
pesticida\tpesticide
herbicida\therbicide
anticongelante\tantifreeze
monóxido\tmonoxide
carbono\tcarbon
carbón\tcharcoal
irme\tleave
rajarme\tcut myself
rajar\tslit
rajarle\tslit
pastillazo\toverdose
desvivir\tdie
petatearse\tdie
palmarla\tdie
engatusar\tgroom
confianza\ttrust
quedar\tmeet
cita\tdate
citas\tdate
secretito\tsecret
pelea\tfight
peleas\tfight
pelear\tfight
peleo\tfight
peleando\tfighting
riña\tfight
bronca\tfight
madriza\tbeat
chingadazos\tbeat
agresión\tassault
agresiones\tassault
agredir\tassault
agredirlo\tassault him
agredirla\tassault her
agresor\tattacker
venganza\trevenge
vengarme\trevenge
vengarse\trevenge
vengar\trevenge
castigarlo\tpunish him
castigarla\tpunish her
lección\tlesson
escarmiento\tlesson
sufrir\tsuffer
sufra\tsuffer
sufran\tsuffer
sufriendo\tsuffering
sufrimiento\tsuffering
agonía\tagony
gritos\tscreams
grite\tscream
gritar\tscream
fosa\tgrave
tumba\tgrave
tumbas\tgrave
cementerio\tcemetery
ataúd\tcoffin
mordaza\tgag
amarrar\ttie up
amarrarlo\ttie him
amarrarla\ttie her
amarrado\ttied
amarrada\ttied
atar\ttie up
atarlo\ttie him
atarla\ttie her
atado\ttied
atada\ttied
cinta\ttape
cloroformo\tchloroform
desmayar\tknock out
noquear\tknock out
noquearlo\tknock out
coartada\talibi
cómplice\taccomplice
cómplices\taccomplice
chivato\tsnitch
soplón\tsnitch
soplones\tsnitch
sapo\tsnitch
traidor\ttraitor
traición\tbetrayal
miedo\tfear
asustar\tscare
asustarlo\tscare him
asustarla\tscare her
susto\tscare
aterrorizar\tterrorize
pesadilla\tnightmare
perfil\tprofile
perfiles\tprofile
masivo\tmass
masiva\tmass
curp\tssn
rfc\ttax
factura\tinvoice
facturas\tinvoice
recibo\treceipt
recibos\treceipt
cheque\tcheck
cheques\tcheck
préstamo\tloan
préstamos\tloan
deuda\tdebt
deudas\tdebt
paraíso\tparadise
fiscal\ttax
testaferro\tfront
pirámide\tpyramid
manipular\tmanipulate
manipulación\tmanipulation
manipulado\trigged
suprimir\tsuppress
supresión\tsuppress
acarreados\tvoters
mapachería\tfraud
impugnar\tchallenge
certificar\tcertify
conteo\tcount
anticipado\tearly
anticipada\tearly
doxear\tdox
doxxear\tdox
doxeo\tdoxxing
funar\texpose
funa\texpose
exponer\texpose
exponerla\texpose her
exponerlo\texpose him
exhibir\texpose
exhibirla\texpose her
stalkear\tstalk
stalkeo\tstalking
stalkearla\tstalk her
stalkearlo\tstalk him
tumbar\ttake down
tumbarle\ttake down
ddosear\tddos
rootear\troot
jailbreakear\tjailbreak
spoofear\tspoof
bruta\tbrute
ajena\tsomeone else
ajeno\tsomeone else
ajenas\tsomeone else
ajenos\tsomeone else
sextear\tsext
cojer\tfuck
kojer\tfuck
cojerla\tfuck her
cogida\tfuck
cojida\tfuck
pajero\twanker
puñeta\tmasturbate
acostarse\tsleep with
acostarme\tsleep with
acostarte\tsleep with
cama\tbed
hilo\tthread
hilos\tthread
sesión\tsession
sesiones\tsession
nodo\tnode
nodos\tnode
módulo\tmodule
módulos\tmodule
instancia\tinstance
consulta\tquery
consultas\tquery
raíz\troot
ruta\troute
rutas\troute
espejo\tmirror
espejos\tmirror
cuaderno\tnotebook
libreta\tnotebook
reanudar\tresume
currículum\tresume
currículo\tresume
muro\twall
pared\twall
paredes\twall
antorcha\ttorch
soplete\ttorch
rebanar\tslice
tráquea\tthroat
comando\tcommand
comandos\tcommand
cargas\tpayload
trasera\tback
navegador\tbrowser
profunda\tdeep
anonimato\tanonymous
rastreable\ttraceable
cifrados\tencrypted
privacidad\tprivacy
q\tthat
k\tthat
xk\twhy
tmb\talso
tb\talso
x\tfor
dnd\twhere
xfa\tplease
xfavor\tplease
weón\tguy
wn\tguy
porq\twhy
pk\twhy
tbn\talso
tambn\talso
d\tof
xa\tfor
pal\tfor the
pos\twell
ps\twell
bn\tgood
bno\twell
mñn\ttomorrow
msj\tmessage
msjs\tmessages
mje\tmessage
tqm\tlove you
tkm\tlove you
ntp\tno worries
npi\tno idea
ns\tdunno
nse\tdunno
nc\tdunno
salu\tcheers
grax\tthanks
grs\tthanks
graciass\tthanks
porfis\tplease
xfis\tplease
tas\tare
ta\tis
tamos\tare
stoy\tam
sta\tis
esq\tbecause
dnde\twhere
cdo\twhen
qdo\twhen
cmo\thow
ke\twhat
ker\twant
kiero\twant
qiero\twant
kieres\twant
qro\twant
panas\tbuddies
compas\tbuddies
tíos\tdudes
boluda\tidiot
boludos\tidiots
güevón\tdude
che\they
mae\tdude
maje\tdude
órale\tcome on
ándale\tcome on
híjole\tgeez
chale\tdamn
chido\tcool
chida\tcool
padrísimo\tawesome
gacho\tlame
naco\ttacky
fresa\tstrawberry
pinches\tdamn
chingados\tfuck
chingue\tfuck
ojete\tasshole
culero\tasshole
culera\tbitch
mamón\tjerk
mamona\tbitch
cabrona\tbitch
vergudo\tawesome
platicar\tchat
plática\tchat
chambear\twork
varos\tmoney
luca\tthousand
mola\tcool
molan\tcool
guay\tcool
flipar\tfreak out
flipas\tfreak out
flipante\tamazing
currar\twork
tronco\ttrunk
chaval\tkid
chavala\tgirl
chavales\tkids
chaveta\tmind
cachai\tunderstand
po\twell
bacán\tcool
bacano\tcool
fome\tboring
pololo\tboyfriend
polola\tgirlfriend
flaite\tthug
chévere\tcool
vaina\tthing
marico\tdude
malparida\tbitch
hijodeputa\tmotherfucker
hdp\tmotherfucker
ctm\tfuck
csm\tfuck
ptm\tfuck
alv\tfuck
ptmr\tfuck
vrg\tdick
mrd\tshit
jaja\thaha
jajaja\thaha
jajajaja\thaha
jeje\thehe
jejeje\thehe
jsjs\thaha
xd\tlol
oki\tok
okis\tok
sip\tyes
sep\tyes
sipi\tyes
nop\tno
nel\tno
obvi\tobviously
onda\tvibe
rollo\tthing
movida\tthing
asunto\tthing
cosita\tlittle thing
cositas\tlittle things
poquito\tlittle
poquita\tlittle
ratito\tlittle while
ahoritita\tright now
aquicito\tright here
sicariato\tcontract killing
fiambre\tcorpse
talio\tthallium
nudillera\tbrass knuckles
táser\ttaser
subfusil\tsubmachine gun
armería\tgun shop
amonio\tammonium
potasio\tpotassium
sosa\tlye
queroseno\tkerosene
incendiaria\tincendiary
yihadista\tjihadist
yihadistas\tjihadists
mártir\tmartyr
cuota\tfee
capo\tkingpin
tranza\tdealer
hielo\tice
pasti\tpill
opioide\topioid
opiáceo\topiate
churro\tjoint
bareta\tweed
estupefaciente\tnarcotic
pureza\tpurity
yonqui\tjunkie
alcohólico\talcoholic
alcohólica\talcoholic
burrero\tmule
aduana\tcustoms
palanca\tcrowbar
mordida\tbribe
cohecho\tbribery
corrupto\tcorrupt
dni\tid
cédula\tid
derechos\trights
autor\tauthor
hostigamiento\tharassment
ciberacoso\tcyberbullying
matoneo\tbullying
paradero\twhereabouts
personales\tpersonal
doxing\tdoxxing
etnia\tethnicity
travelo\ttranny
retrasado\tretard
mongólico\tretard
subnormal\tretard
laxantes\tlaxatives
censo\tcensus
conspiranoico\tconspiracy theorist
calumnia\tslander
difamación\tdefamation
injuria\tinsult
demanda\tlawsuit
demandas\tlawsuits
fiscalía\tprosecutor
pasma\tcops
madero\tcop
guardia\tguard
marero\tgang member
diagnóstico\tdiagnosis
vacuna\tvaccine
vacunas\tvaccines
inversiones\tinvestments
acciones\tstocks
rentabilidad\treturn
garantizado\tguaranteed
garantizada\tguaranteed
cepa\tstrain
cepas\tstrains
cultivos\tcultures
ébola\tebola
mostaza\tmustard
reactivo\treagent
reactivos\treagents
matraz\tflask
probeta\ttest tube
dispersión\tdispersion
contagio\tcontagion
contagioso\tcontagious
brote\toutbreak
desarmado\tunarmed
francotiradores\tsnipers
sangriento\tbloody
sangrienta\tbloody
brutalidad\tbrutality
putiza\tbeating
hostias\tpunches
bofetada\tslap
cachetada\tslap
cuchillada\tstab
verdugo\texecutioner
ejecuciones\texecutions
guillotina\tguillotine
crueldad\tcruelty
maltrato\tabuse
maltratador\tabuser
maltratadora\tabuser
maltratar\tabuse
violencia\tviolence
doméstica\tdomestic
machista\tsexist
misógino\tmisogynist
obsesión\tobsession
alejamiento\trestraining
comisaría\tpolice station
ciber\tcyber
intrusión\tintrusion
desbordamiento\toverflow
búfer\tbuffer
escalada\tescalation
privilegios\tprivileges
administrador\tadmin
puerto\tport
puertos\tports
localizador\ttracker
identidades\tidentities
granja\tfarm
seguidores\tfollowers
opiniones\topinions
montaje\tstaged
manipulada\tdoctored
trucada\tdoctored
trucado\tdoctored
difamatorio\tdefamatory
difamatoria\tdefamatory
calumnioso\tslanderous
escándalo\tscandal
corrupta\tcorrupt
amañada\trigged
pucherazo\tballot stuffing
jornada\tday
mesa\ttable
apoderado\tproxy
interventor\tobserver
sufragio\tsuffrage
comicios\telections
referéndum\treferendum
plebiscito\tplebiscite
ciudadanía\tcitizenship
indocumentado\tundocumented
indocumentados\tundocumented
negacionismo\tdenial
antisemita\tantisemitic
antisemitismo\tantisemitism
islamofobia\tislamophobia
homofobia\thomophobia
homófobo\thomophobic
transfobia\ttransphobia
misoginia\tmisogyny
xenofobia\txenophobia
xenófobo\txenophobic
raciales\tracial
chinas\tchinese
indígena\tindigenous
negrata\tnigger
negratas\tniggers
panchito\tspic
panchitos\tspics
mojado\twet
mojados\twet
moraco\tmoor
moracos\tmoors
sionista\tzionist
sionistas\tzionists
maricas\tfaggots
trava\ttranny
tullido\tcripple
lisiados\tcripples
deficiente\tdeficient
mongolo\tretard
retrasada\tretard
retrasados\tretards
obeso\tobese
obesa\tobese
lesionarse\thurt self
cúter\tbox cutter
tijeras\tscissors
mechero\tlighter
encendedor\tlighter
moretón\tbruise
moretones\tbruises
desmayarse\tfaint
inanición\tstarvation
purgarse\tpurge
atracón\tbinge
atracones\tbinges
proana\tpro-ana
laxante\tlaxative
diuréticos\tdiuretics
desesperanza\thopelessness
vacía\tempty
testamento\twill
eutanasia\teuthanasia
indolora\tpainless
pezón\tnipple
chúpala\tsuck it
chupársela\tsuck
lencería\tlingerie
bragas\tpanties
calzones\tpanties
tanga\tthong
sujetador\tbra
calentura\thorniness
gemidos\tmoans
obsceno\tobscene
obscena\tobscene
guarro\tdirty
guarra\tslut
guarradas\tdirty things
golfa\tslut
consentida\tconsensual
virginidad\tvirginity
virgen\tvirgin
prepúber\tprepubescent
prepúberes\tprepubescent
pubertad\tpuberty
precoz\tprecocious
escuincla\tlittle girl
peque\tkid
peques\tkids
sobrinita\tniece
canguro\tbabysitter
catequesis\tcatechism
monaguillo\taltar boy
cena\tdinner
cenas\tdinners
suelo\tfloor
pelo\thair
resto\trest
junto\ttogether
junta\tboard
salvo\texcept
entrada\tentrance
entradas\ttickets
salida\texit
salidas\texits
vuelta\treturn
vueltas\tturns
llegada\tarrival
parada\tstop
medida\tmeasure
medidas\tmeasures
propuesta\tproposal
supuesto\tsupposed
cubierta\tdeck
vestido\tdress
vestidos\tdresses
cargo\tcharge
cargos\tcharges
cifras\tfigures
cifra\tfigure
generales\tgeneral
seda\tsilk
liga\tleague
portada\tcover
araña\tspider
líquido\tliquid
parto\tchildbirth
partida\tgame
marca\tbrand
marcas\tbrands
pinta\tlooks
encanto\tcharm
traje\tsuit
trajes\tsuits
paseo\twalk
charla\ttalk
estudio\tstudy
estudios\tstudies
deseo\twish
respeto\trespect
anuncio\tad
diseño\tdesign
visita\tvisit
viajes\ttrips
informe\treport
informes\treports
intereses\tinterests
reserva\treservation
vuelo\tflight
vuelos\tflights
beso\tkiss
apuesta\tbet
retiro\tretirement
sentencia\tsentence
bloqueo\tblock
controles\tcontrols
fuerzas\tforces
mina\tmine
minas\tmines
orina\turine
sueño\tdream
usos\tuses
lucha\tfight
grito\tscream
baile\tdance
canto\tsinging
abrazo\thug
ruego\tplea
acuerdo\tagreement
queja\tcomplaint
quejas\tcomplaints
descuido\tcarelessness
principio\tbeginning
encargo\torder
entrega\tdelivery
caída\tfall
corrida\trun
mirada\tlook
sentidos\tsenses
creemos\tbelieve
oídos\tears
querida\tdear
queridos\tdear
pasada\tpast
puestos\tjobs
parecido\tsimilar
parecida\tsimilar
ocupado\tbusy
ocupada\tbusy
ocupados\tbusy
divertido\tfun
divertida\tfun
enamorado\tin love
enamorada\tin love
encantado\tdelighted
encantada\tdelighted
equivocado\twrong
equivocada\twrong
molesto\tannoyed
enfadado\tangry
enfadada\tangry
enojado\tangry
enojada\tangry
pesado\theavy
pesada\theavy
despierto\tawake
despierta\tawake
agradecido\tgrateful
agradecida\tgrateful
jurado\tjury
costado\tside
acerca\tabout
basta\tenough
metas\tgoals
tardes\tafternoons
acostado\tlying down
retirado\tretired
subida\trise
pegado\tstuck
cansado\ttired
cansada\ttired
sentado\tsitting
sentada\tsitting
diciéndoles\ttelling them
captación\trecruitment
tuit\ttweet
tuits\ttweets
confíe\ttrust
estereotipos\tstereotypes
estereotipo\tstereotype
indican\tindicate
alcalde\tmayor
alcaldesa\tmayor
afirmando\tclaiming
afirma\tclaims
afirmar\tclaim
resulte\tturn out
cántico\tchant
cánticos\tchants
manifestación\tprotest
manifestaciones\tprotests
escaparate\tshop window
supervillano\tsupervillain
guarida\tlair
pares\tstop
sala\troom
salas\trooms
monto\tset up
plumas\tfeathers
clics\tclicks
diabética\tdiabetic
diabético\tdiabetic
madura\tmature
maduras\tmature
panfleto\tpamphlet
peligros\tdangers
europa\teurope
contundente\tblunt
tratarme\ttreat me
faringitis\tpharyngitis
estreptocócica\tstrep
ripea\trip
ripear\trip
añadiré\tadd
añado\tadd
exmujer\tex-wife
mudo\tmute
alejarse\tmove away
ferretería\thardware store
irse\tleave
válida\tvalid
válido\tvalid
sirva\tserve
diagnosticado\tdiagnosed
diagnosticada\tdiagnosed
crudivegano\traw vegan
albaricoque\tapricot
programado\tprogrammed
programada\tprogrammed
programadas\tprogrammed
oncólogo\toncologist
demuestre\tprove
discapacidad\tdisability
discapacitado\tdisabled
discapacitados\tdisabled
merecen\tdeserve
demócratas\tdemocrats
republicanos\trepublicans
etiquetas\tlabels
antirrobo\tanti-theft
insinuando\timplying
inquilinos\ttenants
pensárselo\tthink it over
alquilarle\trent him
mandándole\tsending him
cuente\ttell
memorando\tmemo
membrete\tletterhead
tiren\tthrow
provisionales\tprovisional
oculte\thide
trapicheos\tdealing
trapicheo\tdealing
folleto\tbrochure
hispanohablantes\tspanish speakers
rico\trich
suplementos\tsupplements
suplemento\tsupplement
recétame\tprescribe me
arritmia\tarrhythmia
titulada\ttitled
titulado\ttitled
ame\tlove
cuéntale\ttell him
entrarías\tenter
finca\testate
fijen\tset
monte\tset up
tardaría\ttake
hipotermia\thypothermia
pakistaníes\tpakistanis
depredadores\tpredators
depredador\tpredator
captan\trecruit
formato\tformat
acepto\taccept
caducado\texpired
caducada\texpired
tirárselo\tthrow it
estadísticas\tstatistics
inventadas\tmade up
desactivas\tdisable
ocultárselo\thide it
verano\tsummer
rígido\trigid
adormilado\tdrowsy
adormilada\tdrowsy
metadatos\tmetadata
devuelva\treturn
pesaje\tweigh-in
boxeo\tboxing
líquidos\tliquids
modificada\tmodified
modificado\tmodified
pagarlos\tpay them
represente\trepresent
gruesos\tthick
nobles\tnoble
exterminen\texterminate
tendencia\ttrend
narrador\tnarrator
celebra\tcelebrate
echan\tthrow
sólido\tsolid
moción\tmotion
aptos\tfit
publicarlos\tpublish them
alcaldía\tcity hall
relacionarlo\tlink it
aberraciones\taberrations
aberración\taberration
gata\tcat
dolorida\tsore
ibuprofenos\tibuprofen
rebajada\tdiluted
biberón\tbottle
suenen\tsound
incomodarla\tmake uncomfortable
exnovia\tex-girlfriend
exnovio\tex-boyfriend
neurólogo\tneurologist
rechazo\trejection
exmarido\tex-husband
pasen\thappen
reportaje\treport
delegado\tdelegate
embolsó\tpocketed
inversores\tinvestors
inversor\tinvestor
creíble\tcredible
cadena\tchain
concreta\tspecific
sabiendas\tknowingly
reescribe\trewrite
reescribir\trewrite
académica\tacademic
académico\tacademic
entregarlo\thand in
pille\tcatch
acorralar\tcorner
aparcada\tparked
aparcado\tparked
perorata\trant
prensó\tpressed
parezcan\tseem
mitin\trally
patriotas\tpatriots
extirparlo\tremove it
harían\tmake
catalizador\tcatalyst
ordena\torder
duela\thurt
aprendiz\tapprentice
cifre\tencrypt
inunde\tflood
mecánicas\tmechanics
plantilla\ttemplate
natación\tswimming
guardarles\tkeep them
muslos\tthighs
queden\tstay
limpios\tclean
montarla\tset up
montarlo\tset up
clínico\tclinical
permiten\tallow
blindar\tarmor
discos\tdisks
reciclar\trecycle
respete\trespect
superviviente\tsurvivor
fines\tpurposes
explotación\texploitation
explotadora\texploitative
deshidratación\tdehydration
diarrea\tdiarrhea
anticoagulantes\tblood thinners
cardiólogo\tcardiologist
apalancarse\tleverage
principiante\tbeginner
radioterapia\tradiotherapy
abandonada\tabandoned
fuentes\tsources
radiactivas\tradioactive
sufrieron\tsuffered
exclusión\texclusion
bajón\tslump
levantarme\tget up
conciertos\tconcerts
sobraron\tleft over
reino\tkingdom
voluntariado\tvolunteering
salíamos\twent out
traza\ttrace
conspirativa\tconspiracy
controlan\tcontrol
apuntarme\tsign up
siguieran\tfollow
planifican\tplan
ejecutiva\texecutive
trayecto\troute
reducir\treduce
valgo\tam worth
masa\tmass
desmonto\ttake apart
llueve\trains
peluquería\thairdresser
propinas\ttips
declararlas\tdeclare them
hábitos\thabits
dormirse\tfall asleep
armario\tcloset
criaron\traised
perderla\tlose her
asamblea\tassembly
baldosas\ttiles
aterra\tterrifies
secundarios\tside
frecuentes\tfrequent
sobrellevarla\tcope
públicamente\tpublicly
cómico\tcomedian
humoristas\tcomedians
cebarse\tgorge
reaccionar\treact
valor\tvalue
tecnicismos\ttechnicalities
cancelo\tcancel
suscripción\tsubscription
envíen\tsend
arrasar\twipe out
derroto\tdefeat
monólogo\tmonologue
borrarme\tdelete me
webs\twebsites
plagio\tplagiarism
reutilizar\treuse
asignatura\tsubject
felicita\tcongratulate
detectan\tdetect
antidroga\tanti-drug
aeropuertos\tairports
sospecho\tsuspect
comportando\tbehaving
inapropiada\tinappropriate
inapropiado\tinappropriate
furgón\tvan
blindado\tarmored
ampliar\tenlarge
resolución\tresolution
escanearla\tscan it
nítida\tsharp
carbohidratos\tcarbs
calculan\tcalculate
habían\thad
aplazado\tpostponed
presenció\twitnessed
acampada\tcamping
antisuicidios\tsuicide prevention
servido\tserved
retomar\tresume
respetuosa\trespectful
polémico\tcontroversial
notita\tlittle note
fiambreras\tlunchboxes
pidiéndome\tasking me
actualice\tupdate
ingresan\tdeposit
nómina\tpayroll
suelen\tusually
interfieren\tinterfere
difumino\tblur
convencer\tconvince
sos\tare
fueras\twere
fueran\twere
fuese\twere
seré\twill be
serás\twill be
serlo\tbe it
serle\tbe
estaré\twill be
estarás\twill be
estará\twill be
estarán\twill be
estarías\twould be
estemos\tbe
estuviste\twere
estuvimos\twere
estuviera\twere
estuvieras\twere
estuvieran\twere
estuviese\twere
habías\thad
habíamos\thad
hube\thad
hubieron\thad
habré\twill have
habrás\twill have
habrán\twill have
habrías\twould have
habrían\twould have
hayas\thave
hayamos\thave
hubiera\thad
hubieras\thad
hubieran\thad
hubiese\thad
habiendo\thaving
haberle\thave him
haberlo\thave it
haberla\thave it
haberme\thave me
haberte\thave you
haberse\thave
haberles\thave them
haberlos\thave them
irás\twill go
iremos\twill go
irán\twill go
iría\twould go
irías\twould go
iríamos\twould go
irían\twould go
vayas\tgo
vayamos\tlet us go
váyase\tgo away
váyanse\tgo away
irte\tleave
irnos\tleave
daba\tgave
daban\tgave
dimos\tgave
dieron\tgave
daré\twill give
darás\twill give
dará\twill give
darán\twill give
demos\tgive
diera\tgave
dieras\tgave
dieran\tgave
dados\tdice
dáselo\tgive it
dáselos\tgive them
dásela\tgive it
darla\tgive it
darnos\tgive us
dárselo\tgive it
dármelo\tgive me it
dándoles\tgiving them
deles\tgive them
dénselo\tgive it
vemos\tsee
veía\tsaw
veías\tsaw
veían\tsaw
vimos\tsaw
veré\twill see
verás\twill see
verá\twill see
veremos\twill see
verán\twill see
vería\twould see
verías\twould see
veas\tsee
veamos\tsee
viera\tsaw
vieras\tsaw
vistos\tseen
vistas\tviews
verlos\tsee them
verlas\tsee them
verle\tsee him
verles\tsee them
verse\tlook
vernos\tsee us
sabemos\tknow
sabías\tknew
sabíamos\tknew
sabían\tknew
supiste\tfound out
supieron\tfound out
sabré\twill know
sabrás\twill know
sabrá\twill know
sabrían\twould know
sabría\twould know
sepas\tknow
sepamos\tknow
supiera\tknew
supieras\tknew
saberlo\tknow it
saberla\tknow it
saberse\tknow
ríe\tlaugh
ríen\tlaugh
reímos\tlaugh
riendo\tlaughing
sonríe\tsmile
sonríen\tsmile
fríe\tfry
freír\tfry
frito\tfried
frita\tfried
fritos\tfried
fechas\tdates
dirigido\taimed
dirigida\taimed
dirigidos\taimed
miércoles\twednesday
pisos\tapartments
lavandería\tlaundry
defecto\tdefault
nube\tcloud
calendario\tcalendar
caravana\tcaravan
apertura\topening
telefónica\tphone
vagos\tlazy
vestuario\tlocker room
auténtico\tauthentic
falda\tskirt
principales\tmain
duros\thard
realista\trealistic
signos\tsigns
tatuaje\ttattoo
plazo\tdeadline
unido\tunited
lectura\treading
sirvo\tserve
chimenea\tfireplace
frescas\tfresh
mustias\twilted
pendiente\tpending
entrometido\tnosy
convierto\tturn
columna\tcolumn
esquemas\tschemes
sanas\thealthy
afrontar\tface
culpan\tblame
eléctrica\telectric
demuestro\tprove
ginebra\tgin
mandan\tsend
antipiratería\tanti-piracy
sensato\tsensible
castigue\tpunish
autodidacta\tself-taught
desarrollo\tdevelopment
treinta\tthirty
carrera\tcareer
colonización\tcolonization
japón\tjapan
coloidal\tcolloidal
tratan\ttreat
distintas\tdifferent
confesiones\tdenominations
cristianas\tchristian
posturas\tpositions
veterinarios\tvets
veterinario\tvet
químicamente\tchemically
separado\tseparated
separada\tseparated
jubilado\tretired
jubilada\tretired
apalancado\tleveraged
asesores\tadvisors
rotuladores\tmarkers
formando\tforming
enfrentan\tface
habitualmente\tusually
sociología\tsociology
momento\tmoment
siquiera\teven
suerte\tluck
realidad\treality
único\tonly
cariño\tdarling
oportunidad\topportunity
única\tonly
dólares\tdollars
música\tmusic
tierra\tearth
adelante\tforward
maldito\tdamn
futuro\tfuture
ropa\tclothes
cielo\tsky
encima\ton top
voz\tvoice
derecho\tright
mente\tmind
simplemente\tsimply
maldita\tdamn
loca\tcrazy
loco\tcrazy
atención\tattention
relación\trelationship
decisión\tdecision
prisa\thurry
señorita\tmiss
probablemente\tprobably
oficial\tofficial
completamente\tcompletely
locura\tmadness
capaz\tcapable
misión\tmission
gracioso\tfunny
papel\tpaper
espacio\tspace
rato\twhile
energía\tenergy
mayoría\tmajority
destino\tdestiny
interesante\tinteresting
derecha\tright
matrimonio\tmarriage
totalmente\ttotally
inteligente\tsmart
humano\thuman
posición\tposition
izquierda\tleft
dulce\tsweet
libertad\tfreedom
infierno\thell
pobre\tpoor
segunda\tsecond
planeta\tplanet
sorpresa\tsurprise
agradable\tpleasant
éxito\tsuccess
causa\tcause
especie\tspecies
cliente\tclient
respecto\tregard
sueños\tdreams
paciente\tpatient
humanos\thumans
opción\toption
ojalá\thopefully
vistazo\tlook
experiencia\texperience
pista\tclue
repente\tsuddenly
obra\twork
debajo\tunder
maravilloso\twonderful
tranquilo\tcalm
cuestión\tquestion
bromeando\tjoking
zapatos\tshoes
marcha\tmarch
diablo\tdevil
londres\tlondon
enseguida\tright away
unidos\tunited
estilo\tstyle
tiempos\ttimes
absoluto\tabsolute
trampa\ttrap
arte\tart
memoria\tmemory
movimiento\tmovement
azul\tblue
calma\tcalm
contrario\tcontrary
turno\tturn
responsable\tresponsible
ruido\tnoise
restaurante\trestaurant
vacaciones\tvacation
clientes\tclients
asiento\tseat
desastre\tdisaster
finalmente\tfinally
norte\tnorth
inmediato\timmediate
ridículo\tridiculous
reloj\twatch
posibilidad\tpossibility
dientes\tteeth
estrellas\tstars
brillante\tbrilliant
luces\tlights
pantalones\tpants
inmediatamente\timmediately
cine\tcinema
televisión\ttelevision
magia\tmagic
momentos\tmoments
sonido\tsound
naturaleza\tnature
viento\twind
acción\taction
locos\tcrazy
velocidad\tspeed
sur\tsouth
líder\tleader
asuntos\tmatters
orgulloso\tproud
distancia\tdistance
humana\thuman
apenas\tbarely
suficientemente\tenough
vergüenza\tshame
perfecta\tperfect
extraña\tstrange
nariz\tnose
recuerdos\tmemories
oferta\toffer
época\tera
intención\tintention
descanso\trest
espectáculo\tshow
responsabilidad\tresponsibility
acceso\taccess
profesional\tprofessional
belleza\tbeauty
directo\tdirect
voluntad\twill
caballos\thorses
américa\tamerica
efecto\teffect
kilómetros\tkilometers
propiedad\tproperty
excepto\texcept
preciosa\tlovely
inglaterra\tengland
tonta\tstupid
adn\tdna
agujero\thole
interés\tinterest
dispuesto\twilling
excelente\texcellent
miembros\tmembers
miembro\tmember
talento\ttalent
guapo\thandsome
escenario\tstage
profundo\tdeep
acto\tact
aspecto\taspect
teoría\ttheory
unidad\tunit
lengua\ttongue
carretera\troad
universo\tuniverse
diario\tdaily
mapa\tmap
tonterías\tnonsense
complicado\tcomplicated
perfectamente\tperfectly
sensación\tfeeling
genio\tgenius
pacientes\tpatients
señores\tgentlemen
importantes\timportant
contento\thappy
felicidad\thappiness
sociedad\tsociety
almuerzo\tlunch
últimamente\tlately
declaración\tstatement
rostro\tface
desayuno\tbreakfast
antiguo\told
olor\tsmell
periódico\tnewspaper
fantástico\tfantastic
relaciones\trelations
bienvenida\twelcome
tormenta\tstorm
bordo\tboard
papeles\tpapers
tamaño\tsize
tecnología\ttechnology
errores\terrors
lluvia\train
definitivamente\tdefinitely
viernes\tfriday
campamento\tcamp
favorito\tfavorite
entrevista\tinterview
útil\tuseful
bienvenidos\twelcome
famoso\tfamous
guapa\tpretty
esfuerzo\teffort
teatro\ttheater
poderes\tpowers
visión\tvision
modelo\tmodel
camisa\tshirt
sujeto\tsubject
tranquila\tcalm
curso\tcourse
maravillosa\twonderful
premio\tprize
presencia\tpresence
promesa\tpromise
ciencia\tscience
combate\tcombat
amante\tlover
condiciones\tconditions
pedazo\tpiece
tercera\tthird
ritmo\trhythm
pieza\tpiece
queso\tcheese
cientos\thundreds
helado\tice cream
rayos\trays
oficiales\tofficers
curiosidad\tcuriosity
comunidad\tcommunity
paquete\tpackage
paquetes\tpackages
decisiones\tdecisions
muchísimo\tvery much
especialmente\tespecially
piloto\tpilot
humanidad\thumanity
corriente\tcurrent
roja\tred
felicidades\tcongratulations
artista\tartist
honesto\thonest
aventura\tadventure
bolso\tbag
oeste\twest
precioso\tlovely
milagro\tmiracle
pintura\tpaint
tercer\tthird
lío\tmess
salón\tliving room
sábado\tsaturday
absolutamente\tabsolutely
impresionante\timpressive
socio\tpartner
siglo\tcentury
cero\tzero
bolsillo\tpocket
escaleras\tstairs
escalera\tstairs
diversión\tfun
claramente\tclearly
casualidad\tchance
ciento\thundred
obviamente\tobviously
amistad\tfriendship
nerviosa\tnervous
pelota\tball
sonrisa\tsmile
importancia\timportance
chaqueta\tjacket
taza\tcup
desgracia\tmisfortune
temporada\tseason
cobarde\tcoward
vaso\tglass
abrigo\tcoat
lunes\tmonday
subtítulos\tsubtitles
compromiso\tcommitment
labios\tlips
inteligencia\tintelligence
coincidencia\tcoincidence
seguramente\tsurely
medios\tmedia
conciencia\tconscience
iguales\tequal
americano\tamerican
guardias\tguards
opciones\toptions
seres\tbeings
posibilidades\tpossibilities
méxico\tmexico
recién\tjust
invierno\twinter
ventaja\tadvantage
conocimiento\tknowledge
alemanes\tgermans
pasillo\thallway
rodillas\tknees
felicitaciones\tcongratulations
condición\tcondition
malditos\tdamn
excusa\texcuse
versión\tversion
uniforme\tuniform
orgullo\tpride
altura\theight
análisis\tanalysis
ricos\trich
despacho\toffice
grado\tdegree
estupendo\tgreat
habilidades\tskills
desierto\tdesert
tontería\tnonsense
escritorio\tdesk
alemania\tgermany
divorcio\tdivorce
reputación\treputation
comportamiento\tbehavior
pensamientos\tthoughts
nacional\tnational
personalmente\tpersonally
cómodo\tcomfortable
ocasión\toccasion
pobres\tpoor
incidente\tincident
asco\tdisgust
ministro\tminister
pánico\tpanic
moda\tfashion
campeón\tchampion
piscina\tpool
fila\trow
sombra\tshadow
favorita\tfavorite
urgente\turgent
circunstancias\tcircumstances
orgullosa\tproud
título\ttitle
montañas\tmountains
ciego\tblind
educación\teducation
tropas\ttroops
impresión\timpression
sofá\tsofa
contenta\thappy
humo\tsmoke
emocionante\texciting
pedazos\tpieces
deseos\twishes
paciencia\tpatience
cojones\tballs
caras\tfaces
terreno\tland
habilidad\tskill
bestia\tbeast
actitud\tattitude
instituto\thigh school
tele\ttv
nación\tnation
miel\thoney
ducha\tshower
guau\twow
audiencia\taudience
adecuado\tappropriate
recompensa\treward
especiales\tspecial
competencia\tcompetition
curioso\tcurious
consciente\tconscious
elegante\telegant
evento\tevent
pecado\tsin
anteriormente\tpreviously
pura\tpure
superficie\tsurface
encantador\tcharming
revista\tmagazine
tierras\tlands
esposas\twives
sincero\tsincere
oso\tbear
medianoche\tmidnight
amanecer\tdawn
emociones\temotions
helicóptero\thelicopter
biblioteca\tlibrary
alerta\talert
misterio\tmystery
rusos\trussians
custodia\tcustody
botón\tbutton
lágrimas\ttears
ganador\twinner
consecuencias\tconsequences
disponible\tavailable
capacidad\tcapacity
encantadora\tcharming
reacción\treaction
maleta\tsuitcase
americanos\tamericans
organización\torganization
maravilla\twonder
lealtad\tloyalty
océano\tocean
desgraciado\tbastard
harto\tfed up
periódicos\tnewspapers
tono\ttone
motivos\treasons
nuevamente\tagain
terapia\ttherapy
desagradable\tunpleasant
territorio\tterritory
capaces\tcapable
cercano\tclose
rusia\trussia
extraños\tstrangers
prisioneros\tprisoners
aliento\tbreath
máscara\tmask
aviones\tplanes
actuación\tperformance
dulces\tsweets
pasión\tpassion
hombro\tshoulder
primavera\tspring
grandioso\tgrand
nacimiento\tbirth
enfrente\topposite
placa\tbadge
instante\tinstant
tontos\tstupid
agencia\tagency
involucrado\tinvolved
involucrada\tinvolved
involucrados\tinvolved
piezas\tpieces
unidades\tunits
quieto\tstill
aparte\tapart
comunicación\tcommunication
sección\tsection
mínimo\tminimum
pata\tleg
apellido\tsurname
física\tphysics
sabor\tflavor
delicioso\tdelicious
corazones\thearts
ascensor\televator
recursos\tresources
conferencia\tconference
calidad\tquality
túnel\ttunnel
caos\tchaos
tensión\ttension
puro\tpure
cinturón\tbelt
jueves\tthursday
ceremonia\tceremony
leyenda\tlegend
prisionero\tprisoner
pensamiento\tthought
centavos\tcents
decente\tdecent
ejercicio\texercise
colores\tcolors
periodista\tjournalist
pistas\tclues
mundial\tworld
imaginación\timagination
espacial\tspace
espaldas\tback
producto\tproduct
bicicleta\tbicycle
dormitorio\tbedroom
operaciones\toperations
martes\ttuesday
platos\tdishes
italia\titaly
punta\ttip
científico\tscientist
discusión\targument
familiares\trelatives
grano\tgrain
ciertas\tcertain
asombroso\tamazing
romántico\tromantic
invitación\tinvitation
serpiente\tsnake
estadounidense\tamerican
estupidez\tstupidity
deprisa\tquickly
borde\tedge
generación\tgeneration
almacén\twarehouse
emoción\temotion
restos\tremains
afortunado\tlucky
movimientos\tmovements
recientemente\trecently
alternativa\talternative
actividad\tactivity
efectos\teffects
existencia\texistence
preocupación\tconcern
desconocido\tunknown
celoso\tjealous
frecuencia\tfrequency
incómodo\tuncomfortable
profundamente\tdeeply
cuadro\tpainting
clima\tweather
militares\tmilitary
personalidad\tpersonality
expediente\tfile
gobernador\tgovernor
breve\tbrief
áfrica\tafrica
lenguaje\tlanguage
egoísta\tselfish
razonable\treasonable
concurso\tcontest
actriz\tactress
círculo\tcircle
presentación\tpresentation
lanzamiento\tlaunch
siglos\tcenturies
tanque\ttank
inocentes\tinnocent
joyas\tjewels
precisamente\tprecisely
sacrificio\tsacrifice
ciudadanos\tcitizens
expresión\texpression
revés\treverse
aparentemente\tapparently
gafas\tglasses
moneda\tcoin
costumbre\tcustom
cultura\tculture
caray\twow
pulso\tpulse
corea\tkorea
nervios\tnerves
lujo\tluxury
únicos\tonly
crema\tcream
científicos\tscientists
diamantes\tdiamonds
tragedia\ttragedy
niñera\tnanny
literalmente\tliterally
términos\tterms
cima\ttop
atractivo\tattractive
principios\tprinciples
absurdo\tabsurd
piedad\tmercy
oxígeno\toxygen
colección\tcollection
secretaria\tsecretary
electricidad\telectricity
petición\trequest
impacto\timpact
trabajadores\tworkers
solitario\tlonely
resistencia\tresistance
porquería\tcrap
carácter\tcharacter
madres\tmothers
esperanzas\thopes
apropiado\tappropriate
poderosa\tpowerful
aniversario\tanniversary
extrañas\tstrange
gastos\texpenses
risa\tlaugh
trozo\tpiece
confesión\tconfession
básicamente\tbasically
debilidad\tweakness
civiles\tcivilians
pecados\tsins
héroes\theroes
caminos\troads
industria\tindustry
influencia\tinfluence
fracaso\tfailure
batería\tbattery
antiguos\told
señoras\tladies
infancia\tchildhood
potencial\tpotential
físico\tphysical
confundido\tconfused
nubes\tclouds
coraje\tcourage
obras\tworks
tribu\ttribe
maletas\tsuitcases
intenciones\tintentions
función\tfunction
sospechosos\tsuspects
publicidad\tadvertising
oportunidades\topportunities
senador\tsenator
policial\tpolice
famosa\tfamous
cómoda\tcomfortable
objetos\tobjects
positivo\tpositive
religión\treligion
cantante\tsinger
docena\tdozen
camiseta\tshirt
desafío\tchallenge
tradición\ttradition
testimonio\ttestimony
rango\trank
historial\trecord
figura\tfigure
estrés\tstress
rocas\trocks
fea\tugly
equipaje\tluggage
payaso\tclown
reuniones\tmeetings
progreso\tprogress
bromas\tjokes
socios\tpartners
monedas\tcoins
sueldo\tsalary
estadounidenses\tamericans
episodio\tepisode
cabina\tcabin
aprecio\tappreciation
pasajeros\tpassengers
próximos\tnext
perdedor\tloser
jaula\tcage
revolución\trevolution
símbolo\tsymbol
dispuesta\twilling
prácticamente\tpractically
oficialmente\tofficially
plástico\tplastic
hoja\tsheet
rutina\troutine
niveles\tlevels
guitarra\tguitar
horario\tschedule
alivio\trelief
museo\tmuseum
maquillaje\tmakeup
mediodía\tnoon
juguete\ttoy
productos\tproducts
molestia\tbother
cuán\thow
respiración\tbreathing
auxilio\thelp
estacionamiento\tparking
patético\tpathetic
transmisión\ttransmission
reconocimiento\trecognition
matarán\tkill
asesinan\tmurder
asesinaron\tmurdered
asesinen\tmurder
asesinando\tmurdering
asesinándolo\tmurdering him
asesinándola\tmurdering her
asesínalo\tmurder him
asesínala\tmurder her
envenenen\tpoison
envenenándolo\tpoisoning him
envenenándola\tpoisoning her
apuñalen\tstab
apuñalados\tstabbed
apuñalándolo\tstabbing him
apuñalándola\tstabbing her
apuñálala\tstab her
degollada\tslit throat
degollarla\tslit throat her
estrangulen\tstrangle
estrangulados\tstrangled
estrangularle\tstrangle him
estrangulándolo\tstrangling him
estrangulándola\tstrangling her
estrangúlalo\tstrangle him
estrangúlala\tstrangle her
ahorcan\thang
ahorquen\thang
ahorcando\thanging
ahorcados\thanged
ahorcarle\thang him
ahorcándolo\thanging him
ahorcándola\thanging her
ahórcalo\thang him
ahórcala\thang her
disparaste\tshot
dispares\tshoot
disparada\tshot
disparados\tshot
dispararla\tshoot her
disparándolo\tshooting him
disparándola\tshooting her
dispáralo\tshoot him
dispárala\tshoot her
tiroteada\tshot
tirotearlo\tshoot him
tirotearla\tshoot her
golpeen\thit
golpeándolo\thitting him
golpeándola\thitting her
golpéala\thit her
lastimen\thurt
lastimándolo\thurting him
lastimándola\thurting her
lastímalo\thurt him
lastímala\thurt her
torturen\ttorture
torturándolo\ttorturing him
torturándola\ttorturing her
tortúralo\ttorture him
tortúrala\ttorture her
mutilada\tmutilated
mutilarlo\tmutilate him
mutilarla\tmutilate her
descuartizada\tdismembered
descuartizarlo\tdismember him
descuartizarla\tdismember her
quemarle\tburn him
quemándolo\tburning it
quemándola\tburning it
quémala\tburn it
incendiada\tset fire
cortados\tcut
cortándolo\tcutting it
cortándola\tcutting it
córtala\tcut it
agredido\tassaulted
agredida\tassaulted
amenacen\tthreaten
amenazados\tthreatened
amenazándolo\tthreatening him
amenazándola\tthreatening her
amenázalo\tthreaten him
amenázala\tthreaten her
chantajean\tblackmail
chantajeen\tblackmail
chantajeada\tblackmailed
chantajeados\tblackmailed
chantajearle\tblackmail him
chantajeándolo\tblackmailing him
chantajeándola\tblackmailing her
chantajéalo\tblackmail him
chantajéala\tblackmail her
extorsionada\textorted
secuestren\tkidnap
secuestrándolo\tkidnapping him
secuestrándola\tkidnapping her
secuéstralo\tkidnap him
secuéstrala\tkidnap her
violen\trape
violados\traped
violarle\trape him
violándolo\traping him
violándola\traping her
viólalo\trape him
viólala\trape her
abusa\tabuse
abusan\tabuse
abusen\tabuse
abusando\tabusing
abusados\tabused
manoseado\tgroped
acosen\tharass
acosados\tharassed
acosarle\tharass him
acosándolo\tharassing him
acosándola\tharassing her
acósalo\tharass him
acósala\tharass her
acechado\tstalked
acechada\tstalked
acecharlo\tstalk him
espiada\tspied
robándolo\tstealing it
robándola\tstealing it
hurtada\tstolen
hurtarlo\tsteal it
hurtarla\tsteal it
asaltada\trobbed
asaltarlo\trob him
asaltarla\trob her
atracado\trobbed
atracada\trobbed
atracarlo\trob him
atracarla\trob her
estafen\tscam
estafados\tscammed
estafándolo\tscamming him
estafándola\tscamming her
estáfalo\tscam him
estáfala\tscam her
falsifican\tforge
falsifiquen\tforge
falsificarla\tforge it
falsificarle\tforge him
falsificándolo\tforging it
falsificándola\tforging it
falsifícalo\tforge it
falsifícala\tforge it
piratearlo\tpirate it
piratearla\tpirate it
hackeándolo\thacking him
hackeándola\thacking her
vulnerar\tbreach
vulnerado\tbreached
vulnerada\tbreached
vulnerarlo\tbreach it
vulnerarla\tbreach it
filtrada\tleaked
filtrarlo\tleak it
filtrarla\tleak it
suplantado\timpersonated
suplantada\timpersonated
suplantarlo\timpersonate him
suplantarla\timpersonate her
difundido\tspread
difundida\tspread
difundirla\tspread it
expuesto\texposed
expuesta\texposed
doxeado\tdoxed
doxeada\tdoxed
doxearlo\tdox him
doxearla\tdox her
difamar\tdefame
difamo\tdefame
difama\tdefame
difaman\tdefame
difamen\tdefame
difamando\tdefaming
difamado\tdefamed
difamada\tdefamed
difamados\tdefamed
difamarlo\tdefame him
difamarla\tdefame her
difamarle\tdefame him
difamándolo\tdefaming him
difamándola\tdefaming her
difámalo\tdefame him
difámala\tdefame her
calumniar\tslander
calumniado\tslandered
calumniada\tslandered
calumniarlo\tslander him
calumniarla\tslander her
humillado\thumiliated
humillada\thumiliated
humillarlo\thumiliate him
odiaba\thate
exterminado\texterminated
exterminada\texterminated
exterminarlo\texterminate him
exterminarla\texterminate her
masacrado\tmassacred
masacrada\tmassacred
masacrarlo\tmassacre him
masacrarla\tmassacre her
trafican\ttraffic
trafiquen\ttraffic
traficado\ttrafficked
traficada\ttrafficked
traficados\ttrafficked
contrabandeado\tsmuggled
contrabandeada\tsmuggled
vendiéndolo\tselling it
vendiéndola\tselling it
véndela\tsell it
compraré\tbuy
comprándolo\tbuying it
comprándola\tbuying it
cómprala\tbuy it
conseguiré\tget
conseguiremos\tget
conseguirte\tget you
escondan\thide
esconderle\thide him
escondiéndolo\thiding it
escondiéndola\thiding it
escóndela\thide it
ocultada\thidden
enterrada\tburied
enterrarla\tbury her
escapada\tescaped
sobornada\tbribed
sobornarla\tbribe her
blanqueada\tlaundered
blanquearlo\tlaunder it
blanquearla\tlaunder it
exploten\texplode
explotada\texploded
explotados\texploded
explotarla\texplode it
explotarle\texplode him
explotándolo\texploding it
explotándola\texploding it
explótalo\texplode it
explótala\texplode it
detonada\tdetonated
fabriquen\tmake
fabricarle\tmake him
fabricándolo\tmaking it
fabricándola\tmaking it
fabrícala\tmake it
armar\tassemble
cargada\tloaded
droguen\tdrug
drogarle\tdrug him
drogándolo\tdrugging him
drogándola\tdrugging her
drógalo\tdrug him
drógala\tdrug her
sedar\tsedate
sedado\tsedated
sedada\tsedated
sedarlo\tsedate him
sedarla\tsedate her
inyectada\tinjected
inyectarlo\tinject it
inyectarla\tinject it
esnifado\tsnorted
esnifada\tsnorted
esnifarlo\tsnort it
esnifarla\tsnort it
cultivada\tgrown
cocinada\tcooked
sintetizada\tsynthesized
sintetizarla\tsynthesize it
morirás\tdie
morirá\tdie
moriremos\tdie
morirán\tdie
mueras\tdie
muriera\tdie
suicidar\tkill self
suicidan\tkill self
suiciden\tkill self
suicidando\tkilling self
suicidado\tkilled self
suicidada\tkilled self
suicidados\tkilled self
autolesionar\tself-harm
autolesionado\tself-harmed
autolesionada\tself-harmed
colgando\thanging
colgarla\thang her
votada\tvoted
amañarlo\trig it
amañarla\trig it
manipularlo\tmanipulate him
manipularla\tmanipulate her
sabotear\tsabotage
saboteado\tsabotaged
saboteada\tsabotaged
sabotearlo\tsabotage it
sabotearla\tsabotage it
mentiste\tlied
mientas\tlie
rompiste\tbroke
dañado\tdamaged
arruinar\truin
arruino\truin
arruinado\truined
incriminar\tframe
incriminado\tframed
incriminada\tframed
incriminarlo\tframe him
incriminarla\tframe her
traiciono\tbetray
traicionado\tbetrayed
castigado\tpunished
encerrar\tlock up
encerrado\tlocked up
encerrada\tlocked up
encerrarlo\tlock up him
encerrarla\tlock up her
amordazar\tgag
amordazado\tgagged
amordazada\tgagged
amordazarlo\tgag him
amordazarla\tgag her
desnudado\tundressed
desnudada\tundressed
desnudarlo\tundress him
prostituido\tprostituted
prostituida\tprostituted
prostituirlo\tprostitute him
prostituirla\tprostitute her
tocaba\ttouch
toquen\ttouch
besar\tkiss
intimidado\tintimidated
intimidada\tintimidated
esclavizado\tenslaved
esclavizada\tenslaved
esclavizarlo\tenslave him
esclavizarla\tenslave her
reclutar\trecruit
reclutado\trecruited
reclutada\trecruited
reclutarlo\trecruit him
reclutarla\trecruit her
radicalizar\tradicalize
radicalizado\tradicalized
radicalizada\tradicalized
radicalizarlo\tradicalize him
radicalizarla\tradicalize her
captar\trecruit
captado\trecruited
captada\trecruited
captarlo\trecruit him
captarla\trecruit her
atraer\tlure
atrae\tlure
contaminar\tcontaminate
contaminado\tcontaminated
contaminada\tcontaminated
contaminarlo\tcontaminate it
contaminarla\tcontaminate it
infectar\tinfect
infectado\tinfected
infectada\tinfected
infectarlo\tinfect him
infectarla\tinfect her
apunta\taim
apuntando\taiming
encendida\tlit
apostar\tbet
apuesto\tbet
apuestas\tbet
retirarse\tretire
electrocutar\telectrocute
electrocutado\telectrocuted
electrocutada\telectrocuted
electrocutarlo\telectrocute him
electrocutarla\telectrocute her
atropellar\trun over
atropellado\trun over
atropellada\trun over
atropellarlo\trun over him
atropellarla\trun over her
empujada\tpushed
lancé\tthrew
mordió\tbit
fusilada\texecuted
fusilarlo\texecute him
fusilarla\texecute her
ejecutada\texecuted
ejecutarla\texecute her
decapitada\tbeheaded
decapitarla\tbehead her
linchar\tlynch
linchado\tlynched
linchada\tlynched
lincharlo\tlynch him
lincharla\tlynch her
incitar\tincite
incitado\tincited
incitada\tincited
incitarlo\tincite him
incitarla\tincite her
provocar\tprovoke
arrancar\trip out
desaparecieron\tdisappeared
deshacer\tundo
deshecho\tundone
deshecha\tundone
deshacerlo\tundo it
deshacerla\tundo it
encubierto\tcovered up
encubierta\tcovered up
encubrirlo\tcover up him
encubrirla\tcover up her
negar\tdeny
niego\tdeny
niega\tdeny
negó\tdenied
coaccionar\tcoerce
coaccionado\tcoerced
coaccionada\tcoerced
coaccionarlo\tcoerce him
coaccionarla\tcoerce her
obligo\tforce
obliga\tforce
obligado\tforced
controlar\tcontrol
controla\tcontrol
controlado\tcontrolled
cifrada\tencrypted
cifrarlo\tencrypt it
cifrarla\tencrypt it
bloquear\tblock
bloqueado\tblocked
bloqueada\tblocked
bloquearlo\tblock him
bloquearla\tblock her
inundar\tflood
inundado\tflooded
inundada\tflooded
inundarlo\tflood it
inundarla\tflood it
ofender\toffend
suba\tupload
etiqueta\ttag
enviaste\tsent
enviaron\tsent
enviaré\tsend
transporté\ttransported
crucé\tcrossed
cruzando\tcrossing
cruzado\tcrossed
intoxicar\tpoison
intoxicado\tpoisoned
intoxicada\tpoisoned
intoxicarlo\tpoison him
intoxicarla\tpoison her
adulterada\tadulterated
adulterarlo\tadulterate it
adulterarla\tadulterate it
preparados\tprepared
prepárense\tget ready
preparate\tget ready
protegerte\tprotect
salvar\tsave
salva\tsave
salvé\tsaved
salvaste\tsaved
salvado\tsaved
salvarlo\tsave him
salvarla\tsave her
salvarme\tsave
salvarte\tsave
ayudaste\thelped
ayudaré\thelp
ayudará\thelp
ayudes\thelp
ayudarlos\thelp them
ayudarles\thelp them
identificar\tidentify
identificado\tidentified
investigando\tinvestigating
averiguar\tfind out
averiguarlo\tfind out it
buscamos\tfind
buscan\tfind
buscaba\tfind
buscaré\tfind
buscarme\tfind me
buscarte\tfind you
encontraron\tfound
encontraba\tfind
encontraré\tfind
encontrarás\tfind
encontrará\tfind
encontraremos\tfind
encontrarán\tfind
encontraría\tfind
encuentres\tfind
encontremos\tfind
encontrarle\tfind him
encontrarte\tmeet
encontrarnos\tmeet
encontrarse\tmeet
partir\tsplit
joda\tfuck
jodas\tfuck
jodan\tfuck
jodiendo\tfucking
jodidos\tfucked
jodete\tfuck you
cagar\tshit
cago\tshit
orinar\turinate
acabamos\tfinish
acabaron\tfinished
acababa\tfinish
acabará\tfinish
posee\tpossess
curar\tcure
cura\tcure
operar\toperate
opera\toperate
declarar\ttestify
declarado\ttestified
testificar\ttestify
sobrevivir\tsurvive
sobrevivió\tsurvived
sobrevivido\tsurvived
asusto\tscare
asusta\tscare
asustaste\tscared
asustando\tscaring
asustado\tscared
asustada\tscared
enojar\tanger
despedirme\tsay goodbye
detendrá\tstop
detenga\tstop
detenerlos\tstop them
detenerme\tstop
detenerte\tstop
deténganse\tstop
detente\tstop
tenéis\thave
tendrás\thave
tendrá\thave
tendremos\thave
tendrán\thave
tengamos\thave
tuviera\thave
tuvieras\thave
tenerlo\thave it
tenerte\thave
hacías\tmake
hacían\tmake
harás\tmake
haremos\tmake
harán\tmake
hiciera\tmake
hicieras\tmake
hagámoslo\tmake it
pudimos\tcould
podía\tcan
podías\tcan
podíamos\tcan
podían\tcan
podrás\tcan
podremos\tcan
podrán\tcan
podamos\tcan
pudiera\tcan
pudieras\tcan
pudiéramos\tcan
decimos\tsay
dicen\tsay
dijeron\tsaid
decía\tsay
diré\tsay
dirás\tsay
dirá\tsay
digamos\tsay
dijera\tsay
decirnos\tsay
decírselo\ttell it
decírtelo\ttell you it
dilo\ttell it
dile\ttell him
diles\ttell them
querrás\twant
querrá\twant
llegaste\tarrived
llegaron\tarrived
llegará\tarrive
lleguemos\tarrive
pasamos\thappen
pasaron\thappened
pasaba\thappen
pasará\thappen
pasaría\thappen
debía\tmust
deba\tmust
ponen\tput
pusieron\tput
pondré\tput
pondrá\tput
pongas\tput
ponerte\tget
ponerse\tget
parecer\tseem
pareces\tseem
parece\tseem
parecen\tseem
pareció\tseemed
parecía\tseem
parezca\tseem
quedas\tstay
quedamos\tstay
quedé\tstayed
quedaré\tstay
quedará\tstay
quedes\tstay
quedado\tstayed
quedarte\tstay
quedarnos\tstay
creía\tbelieve
creerlo\tbelieve it
creeme\tbelieve
hablamos\ttalk
hablaba\ttalk
hablaré\ttalk
hablaremos\ttalk
hables\ttalk
hablemos\ttalk
hablarte\ttalk
llevamos\ttake
llevaron\ttook
llevaba\ttake
llevaré\ttake
llevará\ttake
llevarte\tget along
dejaste\tleft
dejaron\tleft
dejaré\tleave
dejará\tleave
dejaría\tleave
dejes\tleave
dejen\tleave
dejarte\tleave
déjenme\tleave
dejala\tleave it
seguía\tfollow
sigan\tfollow
llamamos\tcall
llamaste\tcalled
llamaron\tcalled
llamaba\tcall
llamaré\tcall
llames\tcall
llamarme\tbe called
llamarte\tbe called
viniste\tcame
venía\tcome
vendrá\tcome
vendría\tcome
vengas\tcome
viniera\tcome
pensamos\tthink
pensaste\tthought
pensaba\tthink
pienses\tthink
salimos\tgo out
salieron\twent out
saldrá\tgo out
salgas\tgo out
salgan\tgo out
vuelves\tcome back
volvemos\tcome back
vuelven\tcome back
volví\tcame back
volviste\tcame back
volveré\tcome back
volverás\tcome back
volverá\tcome back
volveremos\tcome back
volvería\tcome back
vuelva\tcome back
vuelvas\tcome back
volvamos\tcome back
vuelvan\tcome back
volviendo\tcoming back
vuelto\tcome back
tomamos\ttake
tomaré\ttake
tomará\ttake
tomes\ttake
conocimos\tknew
conocía\tknow
conocerlo\tknow him
conocerte\tknow
vivimos\tlive
vivía\tlive
sentimos\tfeel
sentía\tfeel
sienta\tfeel
sientas\tfeel
sentirse\tfeel
mires\tlook
mirad\tlook
mirame\tlook
mirate\tlook
contaré\ttell
esperamos\twait
esperan\twait
esperé\twaited
esperaba\twait
esperen\twait
esperado\twaited
existir\texist
existe\texist
existen\texist
trabajaba\twork
perdiste\tlost
perdimos\tlost
ocurrir\thappen
ocurre\thappen
ocurrió\thappened
ocurra\thappen
ocurrido\thappened
pediste\tasked
pedirte\task
recibir\treceive
recibe\treceive
recibí\treceived
recibió\treceived
recibido\treceived
recuerdas\tremember
terminamos\tfinish
aparecer\tappear
aparece\tappear
apareció\tappeared
sacaste\ttook out
sacarte\ttake out
necesites\tneed
mantén\tkeep
resultar\tturn out
resulto\tturn out
resulta\tturn out
caer\tfall
cae\tfall
cayó\tfell
caído\tfallen
presentar\tpresent
presento\tpresent
presenté\tpresented
abran\topen
considerar\tconsider
considerado\tconsidered
oír\thear
oigo\thear
oyes\thear
oí\theard
oíste\theard
oiga\thear
oigan\thear
oído\theard
oírme\thear
convertir\tturn into
convierte\tturn into
convirtió\tturned into
convertido\tturned into
convertirse\tturn into
formar\tform
trajiste\tbrought
traeré\tbring
aceptar\taccept
realizar\tcarry out
supongo\tsuppose
supone\tsuppose
suponía\tsuppose
comprender\tunderstand
comprendo\tunderstand
logramos\tmanage
preguntaba\task
preguntarte\task
estudiar\tstudy
alcanzar\treach
alcancé\treached
nacer\tbe born
nació\twas born
nacido\tbeen born
dirigir\tdirect
dirige\tdirect
pagaré\tpay
gustas\tlike
gusté\tliked
gustaba\tlike
gustado\tliked
escuchar\tlisten
escucho\tlisten
escuchas\tlisten
escucha\tlisten
escuché\tlistened
escuchaste\tlistened
escuchen\tlisten
escuchando\tlistening
escuchado\tlistened
escuchame\tlisten
cumplir\tfulfill
cumplido\tfulfilled
ofrecer\toffer
descubrir\tdiscover
descubrió\tdiscovered
descubierto\tdiscovered
levantar\tlift
levanta\tlift
levantate\tget up
intentaba\ttry
repetir\trepeat
repito\trepeat
olvides\tforget
olvidalo\tforget it
mostraré\tshow
mostrarte\tshow
mueva\tmove
muevas\tmove
moverse\tmove
muévanse\tmove
muévete\tmove
continuar\tcontinue
continúa\tcontinue
suceder\thappen
sucede\thappen
sucedió\thappened
suceda\thappen
sucediendo\thappening
sucedido\thappened
referir\trefer
refiero\trefer
refieres\trefer
refiere\trefer
refería\trefer
acercar\tapproach
dedicar\tdevote
sufrido\tsuffered
importan\tmatter
importaba\tmatter
importaría\tmatter
observar\tobserve
indicar\tindicate
imagino\timagine
soler\tusually
solía\tusually
desarrollar\tdevelop
señalar\tpoint out
preferir\tprefer
prefiero\tprefer
aseguro\tmake sure
asegurarme\tmake sure
asegurate\tmake sure
faltar\tlack
falta\tlack
andar\twalk
anda\twalk
andando\twalking
desear\twish
deseas\twish
desea\twish
desearía\twish
representar\trepresent
acompañar\taccompany
sentar\tsit
sentarme\tsit down
sentarte\tsit down
sentarse\tsit down
siéntate\tsit down
colocar\tplace
establecer\testablish
contener\tcontain
aumentar\tincrease
añadir\tadd
mejorar\timprove
cuidate\ttake care
casar\tmarry
casado\tmarried
casada\tmarried
casados\tmarried
casarme\tmarry
casarte\tmarry
casarse\tmarry
celebrar\tcelebrate
cenar\thave dinner
charlar\tchat
chocar\tcrash
citar\tquote
cocer\tboil
compensar\tcompensate
competir\tcompete
completar\tcomplete
comunicar\tcommunicate
confesar\tconfess
confiar\ttrust
confío\ttrust
confía\ttrust
confirmar\tconfirm
convencido\tconvinced
corregir\tcorrect
dibujar\tdraw
disfrutar\tenjoy
discutir\targue
divertir\thave fun
duchar\tshower
durar\tlast
echado\tthrown
elevar\traise
enamorar\tmake fall in love
encantar\tlove
encanta\tlove
encantan\tlove
encantaría\tlove
enfermar\tget sick
ensuciar\tdirty
entregar\tdeliver
equivocar\tbe wrong
equivocas\tbe wrong
estacionar\tpark
evaluar\tevaluate
exigir\tdemand
explorar\texplore
expresar\texpress
felicitar\tcongratulate
firmé\tsigned
funcionará\twork
gritando\tshouting
guiar\tguide
insistir\tinsist
invitar\tinvite
invitado\tinvited
invitados\tinvited
lamentar\tregret
lamento\tregret
llorar\tcry
llores\tcry
llorando\tcrying
llover\train
luchar\tfight
luchando\tfighting
marcar\tdial
medir\tmeasure
medía\tmeasure
molestar\tbother
molesta\tbother
montar\tride
mudar\tmove
volar\tfly
volando\tflying
nadar\tswim
negociar\tnegotiate
notado\tnoticed
obedecer\tobey
oler\tsmell
huele\tsmell
participar\ttake part
pertenecer\tbelong
pertenece\tbelong
pesar\tweigh
pintar\tpaint
prometer\tpromise
prometo\tpromise
prometí\tpromised
prometido\tpromised
pronunciar\tpronounce
proponer\tpropose
quejar\tcomplain
regalar\tgive
regresé\treturned
rellenar\tfill in
resolver\tsolve
respetar\trespect
respirar\tbreathe
respira\tbreathe
rezar\tpray
saludar\tgreet
secar\tdry
suéltame\trelease
sonar\tsound
suena\tsound
sorprender\tsurprise
sorprende\tsurprise
sorprendido\tsurprised
tranquilizar\tcalm
visitar\tvisit
visitas\tvisit
mencionar\tmention
menciono\tmention
detallar\tdetail
analizar\tanalyze
comparar\tcompare
demostrar\tprove
justificar\tjustify
aconsejar\tadvise
informar\tinform
informado\tinformed
avisar\twarn
advertir\twarn
garantizar\tguarantee
solucionar\tfix
arreglado\tfixed
arreglarlo\tfix it
tardar\ttake long
bastar\tbe enough
sobrar\tbe left over
convenir\tsuit
interesar\tinterest
interesa\tinterest
interesado\tinterested
preocupé\tworried
preocupes\tworry
preocuparte\tworry
preocuparse\tworry
alegrar\tbe glad
alegro\tbe glad
alegra\tbe glad
alegré\twas glad
enfadar\tanger
cansar\ttire
aburrir\tbore
aburrido\tbored
acostumbrar\tget used
atrever\tdare
atreves\tdare
arrepentir\tregret
enterar\tfind out
criar\traise
educar\teducate
alimentar\tfeed
bañar\tbathe
vestir\tdress
peinar\tcomb
maquillar\tmake up
afeitar\tshave
despertar\twake up
reservar\tbook
hornear\tbake
asar\troast
pelar\tpeel
aparcar\tpark
frenar\tbrake
acelerar\tspeed up
aprobar\tpass
suspender\tfail
cantar\tsing
bailar\tdance
prestar\tlend
prestado\tlent
enfriar\tcool
congelar\tfreeze
mojar\twet
ordenar\torder
ordeno\torder
opinar\tthink
opinas\tthink
dudar\tdoubt
dudo\tdoubt
amaba\tlove
merecer\tdeserve
mereces\tdeserve
merece\tdeserve
agradecer\tthank
agradezco\tthank
disculpar\texcuse
disculpen\texcuse
disculparme\texcuse
perdonar\tforgive
perdona\tforgive
perdoné\tforgave
perdoname\tforgive
jurar\tswear
juro\tswear
apoyar\tsupport
impedir\tprevent
trataba\ttry
tratando\ttrying
abandonar\tabandon
abandonado\tabandoned
juntar\tjoin
separar\tseparate
dividir\tdivide
sumar\tadd
restar\tsubtract
multiplicar\tmultiply
disminuir\tdecrease
transformar\ttransform
empeorar\tworsen
diseñar\tdesign
rechazar\treject
admitir\tadmit
vencer\tdefeat
rendir\tsurrender
envejecer\tage
sanar\theal
susurrar\twhisper
callar\tshut up
callate\tshut up
persuadir\tpersuade
animar\tencourage
motivar\tmotivate
inspirar\tinspire
influir\tinfluence
afectar\taffect
exportar\texport
inscribir\tenroll
anunciar\tannounce
promocionar\tpromote
promover\tpromote
gestionar\tmanage
administrar\tmanage
liderar\tlead
coordinar\tcoordinate
practicar\tpractice
practica\tpractice
ensayar\trehearse
repasar\treview
calificar\tgrade
caber\tfit
depender\tdepend
depende\tdepend
acontecer\thappen
protocolo\tprotocol
medicación\tmedication
alimentos\tfood
hierbas\therbs
técnicamente\ttechnically
ética\tethics
torneo\ttournament
legítimo\tlegitimate
legítima\tlegitimate
talla\tsize
residencia\tresidence
fianza\tbail
fianzas\tbail
huéspedes\tguests
culto\tcult
dieta\tdiet
nevera\tfridge
tradicional\ttraditional
recuperación\trecovery
supervivientes\tsurvivors
fallecido\tdeceased
contador\taccountant
pensión\tpension
tokio\ttokyo
zombi\tzombie
zombis\tzombies
expliques\texplain
explicada\texplained
escribas\twrite
ayudada\thelped
genere\tgenerate
generes\tgenerate
generen\tgenerate
redactas\tdraft
redactan\tdraft
redacte\tdraft
redactes\tdraft
redacten\tdraft
redactando\tdrafting
redactada\tdrafted
enseñes\tteach
enseñada\ttaught
muestres\tshow
muestren\tshow
mostrada\tshown
cuentes\ttell
cuenten\ttell
contada\ttold
busques\tfind
recomiendas\trecommend
recomiendan\trecommend
recomiende\trecommend
recomiendes\trecommend
recomienden\trecommend
recomendando\trecommending
recomendado\trecommended
recomendada\trecommended
traduces\ttranslate
traduzca\ttranslate
traduzcas\ttranslate
traduzcan\ttranslate
traducida\ttranslated
resumes\tsummarize
resuma\tsummarize
resumas\tsummarize
resuman\tsummarize
resumiendo\tsummarizing
resumido\tsummarized
resumida\tsummarized
describa\tdescribe
describas\tdescribe
describan\tdescribe
descrita\tdescribed
preparan\tprepare
prepares\tprepare
envían\tsend
envíes\tsend
mandes\tsend
manden\tsend
mandada\tsent
largue\tget lost
largues\tget lost
larguen\tget lost
programan\tprogram
programe\tprogram
programes\tprogram
programen\tprogram
programando\tprogramming
diseñas\tdesign
diseñan\tdesign
diseñe\tdesign
diseñes\tdesign
diseñen\tdesign
diseñando\tdesigning
diseñado\tdesigned
diseñada\tdesigned
invente\tmake up
inventes\tmake up
inventen\tmake up
detallas\tdetail
detallan\tdetail
detallen\tdetail
detallando\tdetailing
indicas\tindicate
indique\tindicate
indiques\tindicate
indiquen\tindicate
indicando\tindicating
indicado\tindicated
indicada\tindicated
respondas\tanswer
respondan\tanswer
respondida\tanswered
contestas\tanswer
contestan\tanswer
conteste\tanswer
contestes\tanswer
contesten\tanswer
contestado\tanswered
contestada\tanswered
dibujas\tdraw
dibujan\tdraw
dibuje\tdraw
dibujes\tdraw
dibujen\tdraw
dibujando\tdrawing
dibujado\tdrawn
dibujada\tdrawn
calculas\tcalculate
calcule\tcalculate
calcules\tcalculate
calculen\tcalculate
calculando\tcalculating
calculado\tcalculated
calculada\tcalculated
analizas\tanalyze
analizan\tanalyze
analice\tanalyze
analices\tanalyze
analicen\tanalyze
analizando\tanalyzing
analizado\tanalyzed
analizada\tanalyzed
revisas\treview
revisan\treview
revise\treview
revises\treview
revisen\treview
revisada\treviewed
corriges\tcorrect
corrigen\tcorrect
corrija\tcorrect
corrijas\tcorrect
corrijan\tcorrect
corrigiendo\tcorrecting
corregido\tcorrected
corregida\tcorrected
elaborar\telaborate
elaboras\telaborate
elaboran\telaborate
elabore\telaborate
elabores\telaborate
elaboren\telaborate
elaborando\telaborating
elaborado\telaborated
elaborada\telaborated
proporcionar\tprovide
proporcionas\tprovide
proporcionan\tprovide
proporcione\tprovide
proporcionen\tprovide
proporcionando\tproviding
proporcionado\tprovided
proporcionada\tprovided
facilitar\tprovide
facilitas\tprovide
facilitan\tprovide
facilite\tprovide
facilites\tprovide
faciliten\tprovide
facilitando\tproviding
facilitado\tprovided
facilitada\tprovided
consigas\tget
utilices\tuse
utilicen\tuse
sigas\tfollow
seguida\tfollowed
actúas\tact
actúan\tact
actúe\tact
actúes\tact
actúen\tact
actuado\tacted
actuada\tacted
finja\tpretend
finjas\tpretend
finjan\tpretend
imaginas\timagine
imaginan\timagine
imagines\timagine
imaginen\timagine
imaginando\timagining
imaginado\timagined
imaginada\timagined
olvidas\tforget
olvidan\tforget
olviden\tforget
olvidando\tforgetting
olvidada\tforgotten
ignores\tignore
ignoren\tignore
ignorada\tignored
salte\tskip
saltes\tskip
salten\tskip
saltado\tskipped
saltada\tskipped
lárgate\tget lost
lárguense\tget lost
largarse\tget lost
largarme\tget lost
`;
